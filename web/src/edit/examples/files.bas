' Files: write high scores to a file, read them back, add one more
CLS
OPEN "SCORES.TXT" FOR OUTPUT AS #1
FOR i = 1 TO 3
  READ who$, points
  WRITE #1, who$, points
NEXT
CLOSE #1
OPEN "SCORES.TXT" FOR APPEND AS #1
WRITE #1, "You", 99
CLOSE #1
OPEN "SCORES.TXT" FOR INPUT AS #1
PRINT "High scores"
DO UNTIL EOF(1)
  INPUT #1, who$, points
  PRINT who$; TAB(12); points
LOOP
CLOSE #1
PRINT
PRINT "SCORES.TXT is on the drive: Files... lists it"
DATA "Ann", 120, "Bob", 87, "Cy", 64
