' expected: QBasic help "Duplicate definition" (error 10): DIM of a variable after it was already
' used is rejected before the run. Column 1 = the DIM statement.
PRINT "never printed"
x = 1
DIM x AS INTEGER
