' expected: qbasic-facts.md "Errors": code 2 is "Syntax error"; raised with ERROR 2 (QBasic help
' "ERROR"). Column 1 = the ERROR statement.
PRINT "x"
ERROR 2
