' expected: qbasic-facts.md "Errors": RESUME outside an error handler is error 20 (QBasic help
' "RESUME": "RESUME without error"). Column 1 = RESUME.
PRINT "x"
RESUME NEXT
