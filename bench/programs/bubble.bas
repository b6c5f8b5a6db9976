' bench bubble: an exchange sort as listings write it: no DEFINT, no suffixes (SINGLE counters and a SINGLE
' array), IF a(j) < a(i) THEN SWAP a(i), a(j) over 1000 elements, a LONG checksum.
CONST SIZE = 4 ' bench:size (sorts)
DIM a(999)
FOR r = 1 TO SIZE
  FOR i = 0 TO 999
    a(i) = (i * 37) MOD 1000
  NEXT i
  FOR i = 0 TO 998
    FOR j = i + 1 TO 999
      IF a(j) < a(i) THEN SWAP a(i), a(j)
    NEXT j
  NEXT i
NEXT r
FOR i = 0 TO 999
  s& = s& + a(i) * (i MOD 7)
NEXT i
PRINT s&
