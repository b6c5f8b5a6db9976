' expected: QBasic help "SHARED Statement": SHARED inside a procedure gives it the module-level
' variable.
DECLARE SUB Bump ()
total = 10
Bump
Bump
PRINT total
SUB Bump
  SHARED total
  total = total + 5
END SUB
