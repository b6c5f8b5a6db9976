' expected: QBasic help "WRITE #", "INPUT #": WRITE # quotes strings and separates with commas, so
' INPUT # reads the same values back. QB64-PE agrees.
OPEN "W.TXT" FOR OUTPUT AS #1
WRITE #1, "a,b", 3, -2.5
WRITE #1, "second"
CLOSE #1
OPEN "W.TXT" FOR INPUT AS #1
LINE INPUT #1, raw$
PRINT raw$
INPUT #1, s$
PRINT s$
CLOSE #1
OPEN "W.TXT" FOR INPUT AS #1
INPUT #1, s$, n, m
PRINT s$; n; m
CLOSE
