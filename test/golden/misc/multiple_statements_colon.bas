' expected: QBasic help: ":" separates statements on one line; a line label may precede them.
a = 1: b = 2: PRINT a + b: PRINT "x";: PRINT "y"
start: PRINT "labelled"
