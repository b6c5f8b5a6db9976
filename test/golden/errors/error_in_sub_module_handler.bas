' expected: QB4.5 help "ON ERROR Statement Details": the handler must be at module level and it
' traps errors raised inside procedures too. The failing statement is the last one of the SUB, so
' RESUME NEXT continues after the CALL either way.
DECLARE SUB Risky (n)
ON ERROR GOTO handler
Risky 0
PRINT "after call"
Risky 2
PRINT "done"
END
handler:
PRINT "caught"; ERR
RESUME NEXT
SUB Risky (n)
  PRINT "risky"; n
  PRINT 10 / n
END SUB
