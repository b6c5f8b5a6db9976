' expected: QB45 help, "ON KEY(n) Statement Details": a trapped key runs its handler wherever the program
' is, here inside a recursive FUNCTION with no loop in it (its calls count toward the checks for events),
' and the handler's RETURN goes back into the recursion, which finishes with the right result.
DECLARE FUNCTION Fib& (n AS INTEGER)
DIM SHARED nCalls AS LONG
ON KEY(1) GOSUB F1
KEY(1) ON
PRINT Fib&(20); nCalls
IF during > 0 AND during < nCalls THEN PRINT "trapped once, inside the recursion:"; hits
END

F1:
hits = hits + 1
during = nCalls
RETURN

FUNCTION Fib& (n AS INTEGER)
  nCalls = nCalls + 1
  IF n < 2 THEN Fib& = n ELSE Fib& = Fib&(n - 1) + Fib&(n - 2)
END FUNCTION
