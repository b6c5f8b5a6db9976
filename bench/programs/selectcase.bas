' bench selectcase: SELECT CASE dispatch on a computed opcode, LONG accumulator.
DEFINT A-Z
CONST SIZE = 20000 ' bench:size (repetitions of 100 dispatches)
DIM acc AS LONG, total AS LONG
FOR r = 1 TO SIZE
  acc = 0
  FOR i = 1 TO 100
    op = (i * 7 + r) MOD 6
    SELECT CASE op
      CASE 0
        acc = acc + i
      CASE 1
        acc = acc - r
      CASE 2
        acc = acc XOR i
      CASE 3, 4
        acc = acc \ 2
      CASE ELSE
        acc = acc * 3 MOD 1000003
    END SELECT
  NEXT i
  total = (total + acc) MOD 1000003
NEXT r
PRINT total
