' expected: QB4.5 help "PRINT USING Statement Details": a format string with no field for the value
' is an "Illegal function call" (error 5). PC-BASIC 2.0 and QB64-PE both print the literal text
' "abc" before raising it.
ON ERROR GOTO handler
PRINT USING "abc"; 5
PRINT "after"
END
handler:
PRINT "err"; ERR
RESUME NEXT
