' expected: QBasic help "CSRLIN", "POS": the cursor row and column (1-based); PRINT ; leaves the
' cursor after the text, a finished PRINT moves to column 1 of the next row. CLS homes the cursor.
' PRINT evaluates each item just before printing it, so POS(0) after CSRLIN; sees the moved cursor.
CLS
PRINT CSRLIN
PRINT "abc";
PRINT POS(0)
PRINT CSRLIN; POS(0)
