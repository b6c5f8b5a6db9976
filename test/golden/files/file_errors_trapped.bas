' expected: qbasic-facts.md "Errors": 52 Bad file name or number, 53 File not found, 54 Bad file
' mode, 55 File already open, 62 Input past end of file.
ON ERROR GOTO handler
PRINT #7, "x"
OPEN "MISSING.TXT" FOR INPUT AS #1
OPEN "F.TXT" FOR OUTPUT AS #1
INPUT #1, a$
OPEN "G.TXT" FOR OUTPUT AS #1
CLOSE #1
OPEN "F.TXT" FOR INPUT AS #1
LINE INPUT #1, a$
PRINT #1, "no"
CLOSE #1
PRINT "done"
END
handler:
PRINT ERR;
RESUME NEXT
