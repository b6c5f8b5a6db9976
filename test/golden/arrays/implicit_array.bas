' expected: QBasic help "DIM": an array used without DIM gets subscripts 0 TO 10; element 11 is
' "Subscript out of range". Column 1 = start of the failing statement.
a(10) = 5
PRINT a(10); a(0); UBOUND(a)
a(11) = 1
PRINT "not reached"
