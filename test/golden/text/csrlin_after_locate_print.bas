' expected: QBasic help "LOCATE", "CSRLIN": printing a line at row r leaves the cursor on row r + 1.
CLS
LOCATE 3, 1
PRINT "a"
PRINT CSRLIN
LOCATE 10, 5
PRINT "b";
PRINT CSRLIN; POS(0)
