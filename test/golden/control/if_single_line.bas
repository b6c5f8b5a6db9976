' expected: QBasic help "IF...THEN...ELSE": in the single-line form every statement after THEN (up
' to ELSE) runs only when the condition is true, every statement after ELSE only when false.
x = 5
IF x > 3 THEN PRINT "a": PRINT "b"
IF x < 3 THEN PRINT "c": PRINT "d"
IF x < 3 THEN PRINT "e" ELSE PRINT "f": PRINT "g"
IF x > 3 THEN y = 1 ELSE y = 2
PRINT y
IF x THEN PRINT "nonzero"
