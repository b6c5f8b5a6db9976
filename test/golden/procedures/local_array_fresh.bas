' expected: QBasic help "SUB" / "DIM": an array DIMmed inside a non-STATIC SUB is created afresh on
' every call, so it starts at zero each time.
DECLARE SUB Tally (n)
Tally 1
Tally 2
SUB Tally (n)
  DIM c(3)
  c(n) = c(n) + 1
  PRINT c(1); c(2)
END SUB
