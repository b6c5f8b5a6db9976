' expected: QBasic help "CONST" / "Duplicate definition": a constant cannot be assigned. Column 1 =
' start of the assignment.
CONST limit = 10
PRINT "never printed"
limit = 11
