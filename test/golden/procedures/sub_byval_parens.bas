' expected: QBasic help "CALL": an argument in extra parentheses, or any expression, is passed by
' value (a temporary copy), so the SUB cannot change the caller's variable.
DECLARE SUB Change (n)
x = 1
CALL Change((x))
PRINT x
Change (x)
PRINT x
Change x + 0
PRINT x
Change x
PRINT x
SUB Change (n)
  n = 99
END SUB
