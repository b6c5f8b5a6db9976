' expected: QBasic help "FOR...NEXT": when start is already past end the body never runs and the
' counter keeps the start value.
FOR i = 5 TO 1
  PRINT "never"
NEXT
PRINT i
FOR j = 1 TO 0 STEP 1
  PRINT "never"
NEXT
PRINT j
FOR k = 1 TO 5 STEP -1
  PRINT "never"
NEXT
PRINT k
