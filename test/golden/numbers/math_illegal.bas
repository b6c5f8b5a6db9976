' expected: QBasic help "Illegal function call": SQR of a negative and LOG of zero or a
' negative are error 5.
ON ERROR GOTO handler
PRINT SQR(-1)
PRINT LOG(0)
PRINT LOG(-1)
PRINT "done"
END
handler:
PRINT "err"; ERR
RESUME NEXT
