' expected: qbasic-facts.md "Errors": reading past the last DATA item is "Out of DATA" (error 4).
' Column 1 = start of the READ statement.
DATA 10, 20
READ a, b
PRINT a + b
READ c
PRINT "not reached"
