' expected: QBasic help "SYSTEM": ends the program (and closes files) like END.
PRINT "a";
SYSTEM
PRINT "b"
