' expected: QBasic help CVI: the string must hold at least 2 bytes, else "Illegal function call"
' (error 5). PC-BASIC 2.0 agrees. Column 1 = start of the PRINT statement.
PRINT CVI("AB")
PRINT CVI("A")
