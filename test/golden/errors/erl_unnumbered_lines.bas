' expected: QBasic help "ERR, ERL": ERL is the nearest line number before the failing line, 0 if
' there is none.
ON ERROR GOTO handler
ERROR 5
10 PRINT "ten"
ERROR 6
END
handler:
PRINT ERR; ERL
RESUME NEXT
