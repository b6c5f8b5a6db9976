' expected: QBasic help "Type mismatch": a string value assigned to a numeric variable is found
' before the program runs. Column 1 = start of the assignment.
PRINT "never printed"
n = "12"
