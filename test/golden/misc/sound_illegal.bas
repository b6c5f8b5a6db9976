' expected: QBasic help "SOUND": frequency must be 37 to 32767 and duration 0 to 65535, otherwise
' "Illegal function call" (error 5).
ON ERROR GOTO handler
SOUND 440, 1
SOUND 20, 1
SOUND 440, -1
PRINT "done"
END
handler:
PRINT "err"; ERR
RESUME NEXT
