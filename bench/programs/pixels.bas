' bench pixels: SCREEN 13 filled pixel by pixel with a colour computed by an expression, a LINE ..., B box per
' frame, then a POINT checksum. INTEGER variables declared with AS INTEGER (no DEFINT).
DIM x AS INTEGER, y AS INTEGER, f AS INTEGER
CONST SIZE = 12 ' bench:size (frames)
SCREEN 13
FOR f = 1 TO SIZE
  FOR y = 0 TO 199
    FOR x = 0 TO 319
      PSET (x, y), (x XOR y) + f AND 255
    NEXT x
  NEXT y
  LINE (f, f)-(319 - f, 199 - f), f AND 255, B
NEXT f
DIM s AS LONG
FOR y = 0 TO 199 STEP 3
  FOR x = 0 TO 319 STEP 3
    s = (s * 7 + POINT(x, y)) MOD 1000003
  NEXT x
NEXT y
PRINT s
