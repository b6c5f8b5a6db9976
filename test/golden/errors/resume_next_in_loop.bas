' expected: QBasic help "RESUME": RESUME NEXT continues with the statement after the failing one,
' here inside a loop; the handler runs once per error.
ON ERROR GOTO handler
FOR i = -1 TO 1
  PRINT 10 / i;
NEXT
PRINT
PRINT "errors:"; n
END
handler:
n = n + 1
RESUME NEXT
