' expected: QBasic help "IF...THEN...ELSE" block form: the first true branch runs, ELSE otherwise.
FOR i = 1 TO 4
  IF i = 1 THEN
    PRINT "one"
  ELSEIF i = 2 THEN
    PRINT "two"
  ELSEIF i = 2 OR i = 3 THEN
    PRINT "three"
  ELSE
    IF i > 3 THEN
      PRINT "big"
    END IF
  END IF
NEXT
