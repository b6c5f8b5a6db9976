' expected: QBasic help "SWAP": both variables must be of the same type, otherwise "Type mismatch",
' found before the run. Column 1 = the SWAP statement.
PRINT "never printed"
a% = 1: b! = 2
SWAP a%, b!
