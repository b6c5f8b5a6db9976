' expected: QBasic help "SWAP": exchanges two variables of the same type, records included.
TYPE Pair
  a AS INTEGER
  s AS STRING * 3
END TYPE
DIM p AS Pair, q AS Pair
p.a = 1: p.s = "one"
q.a = 2: q.s = "two"
SWAP p, q
PRINT p.a; p.s; q.a; q.s
x = 1: y = 2
SWAP x, y
a$ = "left": b$ = "right"
SWAP a$, b$
PRINT x; y; a$; b$
