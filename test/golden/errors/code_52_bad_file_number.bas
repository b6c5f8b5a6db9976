' expected: qbasic-facts.md "Errors": using a file number that is not open is error 52.
PRINT "x"
PRINT #3, "data"
