' expected: qbasic-facts.md "Errors": code 10 is "Duplicate definition"; raised with ERROR 10.
PRINT "x"
ERROR 10
