' expected: QBasic help "LET", "SWAP": LET is optional; SWAP exchanges values of the same type.
LET a = 1
b = 2
SWAP a, b
PRINT a; b
DIM x(2) AS INTEGER
x(0) = 5: x(2) = 9
SWAP x(0), x(2)
PRINT x(0); x(2)
