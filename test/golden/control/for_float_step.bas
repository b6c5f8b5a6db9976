' expected: QBasic help "FOR...NEXT": STEP may be fractional (values chosen exact in binary).
FOR x = 0 TO 1 STEP .25
  PRINT x;
NEXT
PRINT
PRINT x
FOR y = 1.5 TO -1 STEP -1.5
  PRINT y;
NEXT
PRINT
