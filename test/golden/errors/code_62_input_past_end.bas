' expected: qbasic-facts.md "Errors": INPUT # after the last item is error 62.
OPEN "ONE.TXT" FOR OUTPUT AS #1
PRINT #1, 42
CLOSE #1
OPEN "ONE.TXT" FOR INPUT AS #1
INPUT #1, a
PRINT a
INPUT #1, b
