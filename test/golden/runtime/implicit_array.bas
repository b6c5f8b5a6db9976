' expected: QB4.5 help, "DIM Statement": an array used without DIM has subscripts 0 to 10 in each
' dimension; subscript 11 is Subscript out of range (error 9).
a(10) = 5
b(2, 10) = 7
PRINT a(10) + b(2, 10); LBOUND(a); UBOUND(a); UBOUND(b, 2)
a(11) = 1
