' expected: QBasic help "WRITE #": numbers are written without leading or trailing blanks, in PRINT's
' number format (leading zero dropped, E+XX for large values).
OPEN "WN.TXT" FOR OUTPUT AS #1
WRITE #1, .5, -.25, 1E+20, 100000, 0
CLOSE #1
OPEN "WN.TXT" FOR INPUT AS #1
LINE INPUT #1, t$
PRINT t$
CLOSE #1
