' bench graphics: PSET every pixel of the SCREEN 13 framebuffer, then LINEs across it, then a POINT checksum.
DEFINT A-Z
CONST SIZE = 15 ' bench:size (repetitions)
SCREEN 13
FOR r = 1 TO SIZE
  FOR y = 0 TO 199
    FOR x = 0 TO 319
      PSET (x, y), (x + y + r) AND 255
    NEXT x
  NEXT y
  FOR i = 0 TO 199
    LINE (0, i)-(319, 199 - i), (i + r) AND 255
  NEXT i
  FOR i = 0 TO 319
    LINE (i, 0)-(319 - i, 199), (i * 3 + r) AND 255
  NEXT i
  LINE (20, 20)-(299, 179), r AND 255, B
  LINE (40, 40)-(279, 159), (r + 1) AND 255, BF
NEXT r
DIM s AS LONG
FOR y = 0 TO 199 STEP 3
  FOR x = 0 TO 319 STEP 3
    s = (s * 7 + POINT(x, y)) MOD 1000003
  NEXT x
NEXT y
PRINT s
