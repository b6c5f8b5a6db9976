' expected: errors.ts message 1 "NEXT without FOR" (QBasic help): a NEXT with no open FOR is found
' before the run. Column 1 = the NEXT statement.
PRINT "never printed"
NEXT
