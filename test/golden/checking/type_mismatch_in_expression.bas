' expected: QBasic help "Type mismatch": adding a string and a number is rejected before the run.
' Column 1 = start of the assignment statement.
PRINT "never printed"
x = 1
y = x + "1"
