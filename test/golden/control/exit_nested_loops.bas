' expected: QBasic help "EXIT": EXIT FOR leaves only the innermost FOR; the outer loop continues.
FOR i = 1 TO 3
  FOR j = 1 TO 3
    IF j > i THEN EXIT FOR
    PRINT i * 10 + j;
  NEXT
NEXT
PRINT
