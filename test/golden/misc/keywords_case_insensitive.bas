' expected: QBasic help ("Naming conventions"): keywords are not case sensitive, variable names
' neither (x and X are one variable).
print "lower"
Print "mixed"
x = 5
PRINT X
