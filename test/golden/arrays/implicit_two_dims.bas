' expected: QBasic help "DIM": an array used without DIM has subscripts 0 TO 10 in each of its
' dimensions.
b(10, 10) = 3
PRINT b(10, 10); UBOUND(b, 1); UBOUND(b, 2)
b(11, 0) = 1
