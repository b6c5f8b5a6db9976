' expected: QBasic help "ERROR": n must be 1-255; ERROR 0 or ERROR 256 is "Illegal function call".
ON ERROR GOTO handler
ERROR 0
ERROR 256
PRINT "done"
END
handler:
PRINT ERR;
RESUME NEXT
