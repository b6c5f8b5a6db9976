' expected: QBasic help "FOR...NEXT": the counter runs from start to end by STEP (default 1); after
' the loop it holds the first value past the end.
FOR i = 1 TO 5
  PRINT i;
NEXT i
PRINT
PRINT "after:"; i
FOR i = 10 TO 1 STEP -3
  PRINT i;
NEXT
PRINT
PRINT "after:"; i
