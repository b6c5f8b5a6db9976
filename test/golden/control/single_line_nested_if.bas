' expected: QBasic help "IF...THEN...ELSE" (single line): an ELSE belongs to the nearest IF that has
' no ELSE yet. QB64-PE agrees.
FOR a = 0 TO 1
  FOR b = 0 TO 1
    PRINT a; b;
    IF a THEN IF b THEN PRINT "both" ELSE PRINT "a only" ELSE PRINT "not a"
  NEXT
NEXT
