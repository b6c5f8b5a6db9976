' bench shapes: per frame a cleared screen (LINE ..., BF), ten circles painted inside, each in a LINE ..., B box.
DEFINT A-Z
CONST SIZE = 40 ' bench:size (frames)
SCREEN 13
FOR f = 1 TO SIZE
  LINE (0, 0)-(319, 199), 0, BF
  FOR i = 0 TO 9
    cx = 20 + i * 30
    cy = 50 + (i * 7 + f) MOD 100
    r = 4 + (i + f) MOD 10
    CIRCLE (cx, cy), r, 15
    PAINT (cx, cy), (i + f) MOD 14 + 1, 15
    LINE (cx - r, cy - r)-(cx + r, cy + r), 14, B
  NEXT i
NEXT f
DIM s AS LONG
FOR y = 0 TO 199 STEP 2
  FOR x = 0 TO 319 STEP 2
    s = (s * 7 + POINT(x, y)) MOD 1000003
  NEXT x
NEXT y
PRINT s
