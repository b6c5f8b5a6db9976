' expected: QBasic help "LOCATE": moves the cursor to row, column; CSRLIN/POS report it. Only the
' printed text reaches the output stream.
CLS
LOCATE 5, 10
PRINT CSRLIN; POS(0)
LOCATE , 20
PRINT POS(0)
LOCATE 12
PRINT CSRLIN; POS(0)
