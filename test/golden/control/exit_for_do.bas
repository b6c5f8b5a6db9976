' expected: QBasic help "EXIT": EXIT FOR / EXIT DO leave the innermost loop of that kind; the FOR
' counter keeps its value at the exit.
FOR i = 1 TO 10
  IF i = 4 THEN EXIT FOR
NEXT
PRINT i
n = 0
DO
  n = n + 1
  FOR k = 1 TO 3
    IF n = 2 THEN EXIT DO
  NEXT
LOOP
PRINT n; k
