' expected: QBasic help "FUNCTION": the result is set by assigning to the function name; an
' unassigned result is 0 (or "" for a string function).
DECLARE FUNCTION Square (n)
DECLARE FUNCTION Greet$ (who$)
DECLARE FUNCTION Nothing% ()
PRINT Square(7); Square(1.5)
PRINT Greet$("Bob")
PRINT Nothing%
FUNCTION Square (n)
  Square = n * n
END FUNCTION
FUNCTION Greet$ (who$)
  Greet$ = "Hi, " + who$
END FUNCTION
FUNCTION Nothing%
END FUNCTION
