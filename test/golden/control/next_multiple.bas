' expected: QBasic help "FOR...NEXT": NEXT j, i closes two loops, innermost first.
FOR i = 1 TO 2
  FOR j = 1 TO 3
    PRINT i * 10 + j;
NEXT j, i
PRINT
PRINT i; j
