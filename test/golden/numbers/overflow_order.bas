' expected: KB Q31785: "6 * 6000 * 1& fails with an overflow because the first multiplication
' is done as short integer". QB64-PE does not raise it. Column 1 = start of the statement.
PRINT "start"
y& = 6 * 6000 * 1&
PRINT y&
