' expected: QBasic help "DIM" / naming: a scalar and an array may share a name; a and a() are
' different variables. QB64-PE agrees.
DIM a(3)
a = 5
a(1) = 7
PRINT a; a(1); a(0)
