' expected: errors.ts message 37 "Argument-count mismatch" (QBasic help): calling a SUB with the
' wrong number of arguments. Column 1 = the call statement.
DECLARE SUB Two (a, b)
PRINT "never printed"
Two 1
SUB Two (a, b)
END SUB
