' bench funcloop: small FUNCTIONs called inside an expression in a loop, with expression arguments (by value) and a variable (by reference).
DECLARE FUNCTION clamp% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)
DECLARE FUNCTION sq& (x AS INTEGER)
CONST SIZE = 100 ' bench:size (repetitions of 1001 iterations, two FUNCTION calls each)
DIM r AS INTEGER, i AS INTEGER, lo AS INTEGER, total AS LONG
lo = -100
FOR r = 1 TO SIZE
  FOR i = -500 TO 500
    total = (total + clamp%(i * 3, lo, 100) + sq&(i \ 4)) MOD 1000000
  NEXT i
NEXT r
PRINT total

FUNCTION clamp% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)
  IF v < lo THEN
    clamp% = lo
  ELSEIF v > hi THEN
    clamp% = hi
  ELSE
    clamp% = v
  END IF
END FUNCTION

FUNCTION sq& (x AS INTEGER)
  sq& = CLNG(x) * x
END FUNCTION
