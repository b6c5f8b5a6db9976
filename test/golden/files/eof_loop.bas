' expected: QBasic help "EOF": EOF(n) is true (-1) once the last item has been read.
OPEN "L.TXT" FOR OUTPUT AS #1
FOR i = 1 TO 3: PRINT #1, "line"; i: NEXT
CLOSE #1
OPEN "L.TXT" FOR INPUT AS #1
n = 0
DO WHILE NOT EOF(1)
  LINE INPUT #1, t$
  n = n + 1
  PRINT t$
LOOP
PRINT n; EOF(1)
CLOSE #1
