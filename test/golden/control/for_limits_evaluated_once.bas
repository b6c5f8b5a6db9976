' expected: QBasic help "FOR...NEXT": end and step are evaluated once at the start; changing the
' counter inside the body does change the iteration.
n = 3
FOR i = 1 TO n
  n = 10
  PRINT i;
NEXT
PRINT
FOR i = 1 TO 10
  PRINT i;
  i = i + 3
NEXT
PRINT
