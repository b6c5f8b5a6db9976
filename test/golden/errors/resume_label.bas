' expected: QBasic help "RESUME": RESUME label continues at the label.
ON ERROR GOTO handler
PRINT "start"
ERROR 11
PRINT "skipped"
continue:
PRINT "at continue"
END
handler:
PRINT "handled"; ERR
RESUME continue
