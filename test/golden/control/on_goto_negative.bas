' expected: QBasic help "ON...GOTO": n must be 0-255, otherwise "Illegal function call" (error 5).
' Column 1 = start of the ON statement.
n = -1
PRINT "before"
ON n GOTO l1
PRINT "not reached"
l1:
PRINT "l1"
