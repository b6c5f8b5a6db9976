' expected: QBasic help "SUB" / "CALL": arguments that are variables are passed by reference, so
' the SUB changes the caller's variable; CALL with parentheses and the bare form are the same call.
DECLARE SUB AddOne (n)
x = 1
CALL AddOne(x)
PRINT x
AddOne x
PRINT x
SUB AddOne (n)
  n = n + 1
END SUB
