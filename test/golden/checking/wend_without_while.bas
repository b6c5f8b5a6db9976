' expected: errors.ts message 30 "WEND without WHILE" (QBasic help). Column 1 = the WEND statement.
PRINT "never printed"
WEND
