' expected: qbasic-facts.md "Numbers": division by zero is error 11 (QBasic stops, GW-BASIC only
' warns); \ and MOD by zero are error 11 too. Column 1 = start of the failing statement.
ON ERROR GOTO handler
n% = 0
PRINT 5 \ n%
PRINT 5 MOD n%
ON ERROR GOTO 0
PRINT "untrapped next"
x = 1 / n%
PRINT "not reached"
END
handler:
PRINT "error"; ERR
RESUME NEXT
