' bench ifchain: a block IF ... ELSEIF chain as listings write one: DEFINT A-Z, four tests on an array
' element (a relation, an AND with a MOD test, a relation, an OR of two relations) and an ELSE, LONG counts.
DEFINT A-Z
CONST SIZE = 100 ' bench:size (passes over the array)
DIM a(999)
FOR i = 0 TO 999: a(i) = (i * 7) MOD 100: NEXT i
FOR r = 1 TO SIZE
  FOR i = 0 TO 999
    IF a(i) < 10 THEN
      c0& = c0& + 1
    ELSEIF a(i) < 30 AND i MOD 2 = 0 THEN
      c1& = c1& + 1
    ELSEIF a(i) >= 90 THEN
      c2& = c2& + a(i)
    ELSEIF a(i) = 50 OR a(i) = 51 THEN
      c3& = c3& + 1
    ELSE
      c4& = c4& + 1
    END IF
  NEXT i
NEXT r
PRINT c0&; c1&; c2&; c3&; c4&
