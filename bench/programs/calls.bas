' bench calls: a recursive FUNCTION (Fibonacci of 20) that also calls a SUB with a by-reference argument.
DECLARE FUNCTION Fib& (n AS INTEGER)
DECLARE SUB Tick (counter AS LONG)
DEFINT A-Z
CONST SIZE = 20 ' bench:size (repetitions of Fib&(20): 21891 FUNCTION and 21891 SUB calls each)
DIM SHARED nCalls AS LONG
DIM total AS LONG
FOR r = 1 TO SIZE
  total = total + Fib&(20)
NEXT r
PRINT total
PRINT nCalls

SUB Tick (counter AS LONG)
  counter = counter + 1
END SUB

FUNCTION Fib& (n AS INTEGER)
  Tick nCalls
  IF n < 2 THEN
    Fib& = n
  ELSE
    Fib& = Fib&(n - 1) + Fib&(n - 2)
  END IF
END FUNCTION
