' expected: qbasic-facts.md "Errors": error 5, here SQR of a negative (QBasic help "SQR").
' Column 1 = start of the PRINT statement.
PRINT SQR(4)
PRINT SQR(-4)
