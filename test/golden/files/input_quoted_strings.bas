' expected: QBasic help "INPUT #": a quoted item may hold commas; unquoted items end at a comma and
' lose their leading blanks.
OPEN "Q.TXT" FOR OUTPUT AS #1
PRINT #1, CHR$(34); "a, b"; CHR$(34); ",  c d,e"
CLOSE #1
OPEN "Q.TXT" FOR INPUT AS #1
INPUT #1, x$, y$, z$
PRINT "["; x$; "]["; y$; "]["; z$; "]"
CLOSE #1
