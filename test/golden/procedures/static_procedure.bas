' expected: QBasic help "SUB" / "STATIC": with STATIC after the SUB header, local variables keep
' their values between calls.
DECLARE SUB Counter ()
Counter
Counter
Counter
SUB Counter STATIC
  n = n + 1
  PRINT n;
END SUB
