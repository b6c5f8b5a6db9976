' expected: QBasic help "Duplicate definition": two SUBs with one name. Column 1 = the second SUB.
PRINT "never printed"
SUB Show
END SUB
SUB Show
END SUB
