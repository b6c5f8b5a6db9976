' expected: QB45 help "IF...THEN...ELSE Statement" (block form): the statements after ELSEIF c THEN
' or ELSE belong to that branch, and QuickBASIC lets the first one follow on the same line, as
' programs written for it do (e.g. `ELSEIF k$ = "q" THEN EXIT DO`). Output by block IF semantics.
FOR x = 1 TO 3
  IF x = 1 THEN
    PRINT "one"
  ELSEIF x = 2 THEN PRINT "two": PRINT "still two"
  ELSE PRINT "other"
  END IF
NEXT
