' expected: QBasic help "END": ends the program; nothing after it runs.
PRINT "a"
IF 1 THEN END
PRINT "b"
