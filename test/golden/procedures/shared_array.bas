' expected: QBasic help "SHARED Statement": SHARED a() inside a SUB gives it the module's array.
DECLARE SUB Fill ()
DIM a(1 TO 3)
Fill
PRINT a(1) + a(2) + a(3)
SUB Fill
  SHARED a()
  FOR i = 1 TO 3: a(i) = i * 10: NEXT
END SUB
