' expected: QBasic help "TAB", "SPC", "POS": TAB(n) moves to column n, SPC(n) skips n columns.
PRINT "ab"; TAB(10);
PRINT POS(0)
PRINT SPC(5);
PRINT POS(0)
