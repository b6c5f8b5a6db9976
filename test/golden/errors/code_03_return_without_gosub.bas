' expected: qbasic-facts.md "Errors": RETURN with no GOSUB active is error 3. Column 1 = RETURN.
PRINT "x"
RETURN
