' expected: QBasic help "CLOSE": CLOSE with no numbers closes every file; data written is kept.
OPEN "P.TXT" FOR OUTPUT AS #1
OPEN "Q.TXT" FOR OUTPUT AS #2
PRINT #1, "p": PRINT #2, "q"
CLOSE
OPEN "P.TXT" FOR INPUT AS #2
OPEN "Q.TXT" FOR INPUT AS #1
LINE INPUT #2, a$: LINE INPUT #1, b$
PRINT a$; b$
CLOSE
