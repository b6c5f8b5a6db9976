' bench records: an array of a TYPE (particles) moved and bounced field by field.
TYPE Particle
  x AS INTEGER
  y AS INTEGER
  dx AS INTEGER
  dy AS INTEGER
END TYPE
CONST SIZE = 300 ' bench:size (frames)
CONST N = 500
DIM p(1 TO N) AS Particle
DIM i AS INTEGER, f AS INTEGER, s AS LONG
FOR i = 1 TO N
  p(i).x = (i * 37) MOD 320
  p(i).y = (i * 61) MOD 200
  p(i).dx = i MOD 7 - 3
  p(i).dy = i MOD 5 - 2
NEXT i
FOR f = 1 TO SIZE
  FOR i = 1 TO N
    p(i).x = p(i).x + p(i).dx
    IF p(i).x < 0 OR p(i).x > 319 THEN p(i).dx = -p(i).dx
    p(i).y = p(i).y + p(i).dy
    IF p(i).y < 0 OR p(i).y > 199 THEN p(i).dy = -p(i).dy
  NEXT i
NEXT f
FOR i = 1 TO N
  s = (s * 7 + p(i).x * 3 + p(i).y) MOD 1000003
NEXT i
PRINT s
