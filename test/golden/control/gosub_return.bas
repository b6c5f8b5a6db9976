' expected: QBasic help "GOSUB...RETURN": RETURN continues after the GOSUB that called; GOSUBs nest.
PRINT "main"
GOSUB first
PRINT "back in main"
END
first:
PRINT "in first"
GOSUB second
PRINT "back in first"
RETURN
second:
PRINT "in second"
RETURN
