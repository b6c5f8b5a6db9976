' expected: QBasic help "LOCATE": moves the cursor to row, column; CSRLIN/POS report it. Only the
' printed text reaches the output stream. Items are evaluated as they are printed, so POS(0) after
' CSRLIN; counts the 4 columns CSRLIN used.
CLS
LOCATE 5, 10
PRINT CSRLIN; POS(0)
LOCATE , 20
PRINT POS(0)
LOCATE 12
PRINT CSRLIN; POS(0)
