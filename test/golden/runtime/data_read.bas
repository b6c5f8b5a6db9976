' expected: QB4.5 help, "READ", "DATA", "RESTORE": items are read in order across DATA statements,
' quoted strings keep their commas and spaces, RESTORE label rereads from that label, and reading
' past the last item is Out of DATA (error 4).
READ a, b$, c
PRINT a; b$; c
RESTORE Second
READ d$
PRINT d$
RESTORE
READ e
PRINT e
READ f$, g$, h$, i$
DATA 1, "x, y ", 3
Second:
DATA "second"
