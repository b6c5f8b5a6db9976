' expected: QBasic help "RESTORE": RESTORE may name a line number; the next READ takes the first DATA
' item at or after that line.
10 DATA 1, 2
20 DATA 3
30 READ a, b, c
40 RESTORE 20
50 READ d
60 PRINT a; b; c; d
