' expected: errors.ts message 26 "FOR without NEXT" (QBasic help): blamed on the FOR statement.
PRINT "never printed"
FOR i = 1 TO 3
PRINT i
