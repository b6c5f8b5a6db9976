' bench xorloop: an INTEGER loop with XOR, AND and adds; every value stays inside -32768..32767.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (outer repetitions of a 30000-step loop)
x = 0: c = 0
FOR r = 1 TO SIZE
  FOR i = 1 TO 30000
    x = x XOR (i + r)
    c = c + (x AND 255)
    IF c > 30000 THEN c = c - 30000
  NEXT i
NEXT r
PRINT x
PRINT c
