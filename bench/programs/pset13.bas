' bench pset13: pixels as listings write it, no DEFINT and no AS INTEGER: SINGLE x, y and f as PSET's
' coordinates, in XOR and AND, and as its colour; then a POINT checksum in a SINGLE.
CONST SIZE = 12 ' bench:size (frames)
SCREEN 13
FOR f = 1 TO SIZE
  FOR y = 0 TO 199
    FOR x = 0 TO 319
      PSET (x, y), (x XOR y) + f AND 255
    NEXT x
  NEXT y
NEXT f
FOR y = 0 TO 199 STEP 3
  FOR x = 0 TO 319 STEP 3
    s = (s * 7 + POINT(x, y)) MOD 1000003
  NEXT x
NEXT y
PRINT s
