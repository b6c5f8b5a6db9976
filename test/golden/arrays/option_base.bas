' expected: QBasic help "OPTION BASE": OPTION BASE 1 makes the default lower bound 1; an explicit
' lower bound still wins.
OPTION BASE 1
DIM a(5), b(0 TO 2)
PRINT LBOUND(a); UBOUND(a); LBOUND(b)
