' expected: QBasic help "GOTO": jumps to a line label or line number.
GOTO start
PRINT "skipped"
start:
PRINT "at start"
n = 0
again:
n = n + 1
IF n < 3 THEN GOTO again
PRINT n
GOTO 100
PRINT "skipped"
100 PRINT "at 100"
