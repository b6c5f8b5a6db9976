' expected: QBasic help "Duplicate label" (error 33). Column 1 = the second label.
PRINT "never printed"
here:
PRINT "a"
here:
PRINT "b"
