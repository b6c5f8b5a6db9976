' expected: QBasic help "LEN", "UCASE$" on keywords written in any case: keywords are not case
' sensitive, variable names neither (x and X are one variable).
print "lower"
Print "mixed"
x = 5
PRINT X
