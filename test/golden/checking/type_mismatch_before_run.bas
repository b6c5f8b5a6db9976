' expected: project brief (common.md) + QBasic help "Type mismatch": the whole program is checked
' before it runs, so nothing is printed; the error is blamed on the statement start (a$ = 5).
PRINT "x": a$ = 5
