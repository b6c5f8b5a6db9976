' bench dblloop: DOUBLE arithmetic as people write it: AS DOUBLE variables and # literals.
DIM i AS LONG, x AS DOUBLE, s AS DOUBLE
CONST SIZE = 2000000 ' bench:size (terms)
FOR i = 1 TO SIZE
  x = i * .001#
  s = s + x * x / (1# + x) - SQR(x) * .5#
NEXT i
PRINT INT(s)
PRINT INT((s - INT(s)) * 1000)
