' expected: QBasic help "FUNCTION": procedures may call themselves; each call has its own local
' variables. 10! = 3628800, fib(15) = 610.
DECLARE FUNCTION Fact& (n%)
DECLARE FUNCTION Fib% (n%)
PRINT Fact&(10); Fact&(1)
PRINT Fib%(15); Fib%(1); Fib%(2)
FUNCTION Fact& (n%)
  IF n% <= 1 THEN Fact& = 1 ELSE Fact& = n% * Fact&(n% - 1)
END FUNCTION
FUNCTION Fib% (n%)
  IF n% <= 2 THEN Fib% = 1 ELSE Fib% = Fib%(n% - 1) + Fib%(n% - 2)
END FUNCTION
