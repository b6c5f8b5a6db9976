' expected: QB4.5 help "ON ERROR Statement Details": an error in a FUNCTION is trapped by the module
' handler; RESUME label continues at module level.
DECLARE FUNCTION Inv (x)
ON ERROR GOTO handler
PRINT Inv(4)
PRINT Inv(0)
PRINT "skipped"
recover:
PRINT "recovered"
END
handler:
PRINT "caught"; ERR
RESUME recover
FUNCTION Inv (x)
  Inv = 1 / x
END FUNCTION
