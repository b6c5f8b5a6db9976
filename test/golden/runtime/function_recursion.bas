' expected: QB4.5 help, "FUNCTION Statement": FUNCTIONs may call themselves (recursion); the value is
' the one last assigned to the function name. 10! = 3628800 needs a LONG result.
DECLARE FUNCTION Fact& (n AS INTEGER)
DECLARE FUNCTION Fib% (n%)
PRINT Fact&(10)
PRINT Fib%(15)
FUNCTION Fact& (n AS INTEGER)
  IF n <= 1 THEN Fact& = 1 ELSE Fact& = n * Fact&(n - 1)
END FUNCTION
FUNCTION Fib% (n%)
  IF n% < 2 THEN
    Fib% = n%
    EXIT FUNCTION
  END IF
  Fib% = Fib%(n% - 1) + Fib%(n% - 2)
END FUNCTION
