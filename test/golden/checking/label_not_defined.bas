' expected: errors.ts message 8 "Label not defined" (QBasic help): GOTO to a missing label is
' reported before the run. Column 1 = the GOTO statement.
PRINT "never printed"
GOTO nowhere
