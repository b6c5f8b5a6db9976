' expected: QBasic help "ERROR": ERROR n raises error n; codes with no message of their own (here
' 200) are trappable with ERR = n, and untrapped show "Unprintable error". Column 1 = the ERROR
' statement.
ON ERROR GOTO handler
ERROR 200
ERROR 6
ON ERROR GOTO 0
PRINT "now untrapped"
ERROR 200
END
handler:
PRINT "trapped"; ERR
RESUME NEXT
