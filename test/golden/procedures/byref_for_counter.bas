' expected: QBasic help "CALL": a FOR counter passed by reference can be changed by the SUB, which
' changes the loop.
DECLARE SUB Skip (n)
FOR i = 1 TO 10
  PRINT i;
  Skip i
NEXT
PRINT
SUB Skip (n)
  n = n + 2
END SUB
