' expected: QBasic help "RESTORE": RESTORE label makes the next READ use the first DATA after the
' label; RESTORE alone goes back to the first DATA in the program.
DATA 1, 2
second:
DATA 3, 4
READ a, b, c
PRINT a; b; c
RESTORE second
READ d
PRINT d
RESTORE
READ e
PRINT e
