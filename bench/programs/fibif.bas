' bench fibif: a recursive FUNCTION with an AS INTEGER parameter and an IF ... ELSE ... END IF body, no DEFINT.
DECLARE FUNCTION fib& (n AS INTEGER)
CONST SIZE = 40 ' bench:size (repetitions of fib&(20): 21891 calls each)
DIM r AS INTEGER, total AS LONG
FOR r = 1 TO SIZE
  total = total + fib&(20)
NEXT r
PRINT total

FUNCTION fib& (n AS INTEGER)
  IF n < 2 THEN
    fib& = n
  ELSE
    fib& = fib&(n - 1) + fib&(n - 2)
  END IF
END FUNCTION
