' expected: QB4.5 help "ON ERROR Statement Details": ON ERROR GOTO 0 inside a handler halts the
' program with the message of the error that caused the trap. The .err blames the statement that
' raised that error (its line and column 1), since that is the error reported.
ON ERROR GOTO handler
PRINT "before"
x = 1 / 0
PRINT "not reached"
END
handler:
PRINT "in handler"; ERR
ON ERROR GOTO 0
PRINT "not reached either"
