' expected: QBasic help "PRINT #", "LINE INPUT #": PRINT # writes what PRINT would show, ending lines
' with CR LF (DOS); LINE INPUT # reads a whole line without the CR LF. QB64-PE agrees.
OPEN "T.TXT" FOR OUTPUT AS #1
PRINT #1, "hello"; 42
PRINT #1, "a, b"
CLOSE #1
OPEN "T.TXT" FOR INPUT AS #1
LINE INPUT #1, l$
PRINT "["; l$; "]"
LINE INPUT #1, m$
PRINT "["; m$; "]"; LOF(1)
CLOSE #1
