' expected: errors.ts message 35 "Subprogram not defined" (QBasic help): CALL of a SUB that does not
' exist. Column 1 = the CALL statement.
PRINT "never printed"
CALL Missing(1)
