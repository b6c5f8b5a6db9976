' bench doubles: DOUBLE arithmetic with SQR, / and * over a LONG counter. Every constant sits in a DOUBLE
' variable, so each operation is DOUBLE whatever the literal typing rules, in QBasic and in the peers.
DEFDBL A-Z
CONST SIZE = 400000 ' bench:size (terms)
DIM i AS LONG
seven = 7: half3 = 1.5: one = 1
growth = 1: growth = growth + growth / 10000000
million = 1000000: tera = million * million
s = 0: t = 1
FOR i = 1 TO SIZE
  x = i / seven
  s = s + SQR(x) * half3 / (x + one)
  t = t * growth - x / tera
NEXT i
PRINT INT(s)
PRINT INT((s - INT(s)) * 100000)
PRINT INT(t * million)
