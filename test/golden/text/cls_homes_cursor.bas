' expected: QBasic help "CLS": clears the screen and puts the cursor at the top left (row 1, column 1).
PRINT "one"
PRINT "two";
CLS
PRINT CSRLIN;
PRINT POS(0)
