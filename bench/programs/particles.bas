' bench particles: an array of TYPE records with SINGLE fields, moved, bounced and pulled down field by
' field (p(i).x = p(i).x + p(i).vx, tests on fields); every value a multiple of 1/16, so exact.
TYPE Particle
  x AS SINGLE
  y AS SINGLE
  vx AS SINGLE
  vy AS SINGLE
END TYPE
CONST SIZE = 2000 ' bench:size (frames)
CONST N = 500
DIM p(1 TO N) AS Particle
FOR i = 1 TO N
  p(i).x = (i * 37) MOD 320
  p(i).y = (i * 61) MOD 200
  p(i).vx = (i MOD 7 - 3) * .5
  p(i).vy = (i MOD 5 - 2) * .25
NEXT i
FOR f = 1 TO SIZE
  FOR i = 1 TO N
    p(i).x = p(i).x + p(i).vx
    p(i).y = p(i).y + p(i).vy
    IF p(i).x < 0 OR p(i).x > 319 THEN p(i).vx = -p(i).vx
    IF p(i).y > 199 THEN p(i).vy = -p(i).vy ELSE p(i).vy = p(i).vy + .0625
  NEXT i
NEXT f
FOR i = 1 TO N
  s = s + p(i).x * 3 + p(i).y
NEXT i
PRINT CLNG(s * 16)
