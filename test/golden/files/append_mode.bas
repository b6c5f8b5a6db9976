' expected: QBasic help "OPEN" (APPEND): writes go to the end of an existing file; OUTPUT replaces.
OPEN "A.TXT" FOR OUTPUT AS #1: PRINT #1, "one": CLOSE #1
OPEN "A.TXT" FOR APPEND AS #1: PRINT #1, "two": CLOSE #1
OPEN "A.TXT" FOR INPUT AS #1
DO UNTIL EOF(1): LINE INPUT #1, t$: PRINT t$: LOOP
CLOSE #1
OPEN "A.TXT" FOR OUTPUT AS #1: PRINT #1, "three": CLOSE #1
OPEN "A.TXT" FOR INPUT AS #1
DO UNTIL EOF(1): LINE INPUT #1, t$: PRINT t$: LOOP
CLOSE #1
