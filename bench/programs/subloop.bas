' bench subloop: xorloop's work in a SUB, its loop reading a parameter the caller passes by reference (a plain variable, as `Work r` passes it).
DEFINT A-Z
DECLARE SUB Work (r)
CONST SIZE = 60 ' bench:size (calls of a SUB looping 30000 times)
DIM SHARED x, c
FOR r = 1 TO SIZE
  Work r
NEXT r
PRINT x
PRINT c

SUB Work (r)
  FOR i = 1 TO 30000
    x = x XOR (i + r)
    c = c + (x AND 255): IF c > 30000 THEN c = c - 30000
  NEXT i
END SUB
