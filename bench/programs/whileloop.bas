' bench whileloop: the xorloop work written with WHILE / DO WHILE loops, an IF ... END IF block and AS INTEGER variables.
DIM x AS INTEGER, c AS INTEGER, i AS INTEGER, r AS INTEGER
CONST SIZE = 60 ' bench:size (repetitions of 30000 steps)
r = 1
WHILE r <= SIZE
  i = 1
  DO WHILE i <= 30000
    x = x XOR (i + r)
    c = c + (x AND 255)
    IF c > 30000 THEN
      c = c - 30000
    END IF
    i = i + 1
  LOOP
  r = r + 1
WEND
PRINT x
PRINT c
