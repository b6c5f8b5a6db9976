' bench sprites: a 16x16 block drawn with PSET, taken with GET, then PUT (XOR) 20 times a frame.
DEFINT A-Z
CONST SIZE = 300 ' bench:size (frames)
SCREEN 13
DIM sprite(129)
FOR y = 0 TO 15
  FOR x = 0 TO 15
    PSET (x, y), x * 16 + y
  NEXT x
NEXT y
GET (0, 0)-(15, 15), sprite
FOR f = 1 TO SIZE
  FOR i = 0 TO 19
    x = (i * 15 + f * 3) MOD 300
    y = (i * 9 + f * 2) MOD 168 + 16
    PUT (x, y), sprite, XOR
  NEXT i
NEXT f
DIM s AS LONG
FOR y = 0 TO 199
  FOR x = 0 TO 319 STEP 2
    s = (s * 7 + POINT(x, y)) MOD 1000003
  NEXT x
NEXT y
PRINT s
PRINT sprite(0); sprite(1); sprite(5)
