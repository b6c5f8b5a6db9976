' bench grades: SELECT CASE as teaching listings write it, on a SINGLE score (no DEFINT): CASE IS >= 90,
' CASE IS >= 80, a range CASE 70 TO 79, a list of ten values, CASE ELSE; counts in a SINGLE array.
CONST SIZE = 20 ' bench:size (rounds of 10000 scores)
DIM n(5)
FOR r = 1 TO SIZE
  FOR i = 1 TO 10000
    score = (i * 37 + r) MOD 101
    SELECT CASE score
      CASE IS >= 90: n(1) = n(1) + 1
      CASE IS >= 80: n(2) = n(2) + 1
      CASE 70 TO 79: n(3) = n(3) + 1
      CASE 60, 61, 62, 63, 64, 65, 66, 67, 68, 69: n(4) = n(4) + 1
      CASE ELSE: n(5) = n(5) + 1
    END SELECT
  NEXT i
NEXT r
PRINT n(1); n(2); n(3); n(4); n(5)
