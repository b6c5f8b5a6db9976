' expected: QBasic help "REDIM": a dynamic array gets new bounds and all elements are reset.
n = 3
DIM a(n)
a(1) = 42
REDIM a(1 TO 6)
PRINT a(1); LBOUND(a); UBOUND(a)
REDIM b(2) AS STRING
b(2) = "x"
REDIM b(5) AS STRING
PRINT "["; b(2); "]"; UBOUND(b)
