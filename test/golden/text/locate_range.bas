' expected: QBasic help "LOCATE": a row or column outside the screen is "Illegal function call"; after
' WIDTH 40 the last column is 40.
ON ERROR GOTO handler
LOCATE 26, 1
LOCATE 1, 81
LOCATE 25, 80
WIDTH 40
LOCATE 1, 41
LOCATE 1, 40
LOCATE 2, 1
PRINT "done"
END
handler:
PRINT "err"; ERR
RESUME NEXT
