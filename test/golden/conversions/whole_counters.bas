' expected: real QBasic 1.1 (the oracle, PRINT #1 to a file): a SINGLE FOR counter with constant whole
' bounds is whole (its MOD, XOR, AND, sums and subscripts as an INTEGER's, its value after the loop one step
' past the end), until a SUB, a FUNCTION, SHARED, SWAP, READ or POKE at its VARPTR gives it a fraction; a
' bound or step that is not whole leaves the counter to be rounded as any SINGLE. A SINGLE product that
' rounds to a whole number (T * 3) is still its unrounded value to the operators and conversions after it.
DECLARE SUB bump (v)
DECLARE FUNCTION half! (v)
DIM SHARED s
DIM t(10)
FOR i = 0 TO 10: t(i) = i * 10: NEXT i
FOR x = 0 TO 7 STEP 3
  FOR dx = -1 TO 1
    PRINT (x + dx + 8) MOD 8; x XOR dx; (x * dx) AND 5; x + dx = 3; t(x + dx + 1); t((x - dx + 10) MOD 10)
  NEXT dx
NEXT x
PRINT x; dx; x XOR 1; x * 2 - 1
FOR n = 9 TO 2 STEP -4: NEXT n
PRINT n; n XOR 3; n - 1
a = 2.5
FOR a = 1 TO 2: NEXT a
PRINT a XOR 0
FOR b = 1 TO 2: NEXT b
CALL bump(b)
PRINT b; b XOR 0; b AND 7; t(b)
FOR c = 1 TO 2: NEXT c
z = half(c)
PRINT c; c XOR 0; c AND 7; t(c)
FOR s = 1 TO 2: NEXT s
CALL more
PRINT s; s XOR 0; s AND 7; t(s)
FOR d = 1 TO 2: NEXT d
e = 5.5
SWAP d, e
PRINT d; d XOR 0; d AND 7; t(d)
FOR f = 1 TO 2: NEXT f
READ f
PRINT f; f XOR 0; f AND 7; t(f)
DATA 5.5
FOR g = 1 TO 2: NEXT g
DEF SEG = VARSEG(g)
POKE VARPTR(g) + 2, &H60
PRINT g; g XOR 0; g AND 7
FOR h = 1 TO 2.5: NEXT h
PRINT h; h XOR 0
FOR k = 0 TO 3 STEP .5: NEXT k
PRINT k; k XOR 0
FOR m = 32766 TO 32767: NEXT m
PRINT m; m AND 1; m - 1
CONST T = 1 / 3
PRINT T * 3 - 1; T * 3 = 1
x# = T * 3: PRINT x#
FOR k = 1 TO 2: PRINT k + T * 3 - 1; (T * 3) * k - k; T * 3 > k: NEXT

SUB bump (v)
  v = v + .5
END SUB

FUNCTION half! (v)
  v = v + .5
  half = v
END FUNCTION

SUB more
  s = 7.5
END SUB
