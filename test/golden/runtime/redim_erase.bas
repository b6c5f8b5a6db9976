' expected: QB4.5 help, "REDIM", "ERASE", "LBOUND/UBOUND": REDIM gives new bounds and zeroes the
' elements, REDIM PRESERVE keeps them, ERASE on a dynamic array frees it (using it again is an error),
' explicit lower bounds are kept.
'$DYNAMIC
DIM a(1 TO 3) AS INTEGER
a(1) = 1: a(2) = 2: a(3) = 3
REDIM PRESERVE a(1 TO 5) AS INTEGER
PRINT a(1); a(3); a(5); LBOUND(a); UBOUND(a)
REDIM a(-2 TO 2) AS INTEGER
PRINT a(-2); LBOUND(a)
ERASE a
PRINT "erased"
PRINT a(0)
