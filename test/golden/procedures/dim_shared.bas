' expected: QBasic help "DIM" (SHARED attribute): DIM SHARED at module level shares the variable or
' array with every procedure.
DECLARE SUB Fill ()
DIM SHARED a(1 TO 3) AS INTEGER, label$
Fill
PRINT a(1); a(2); a(3); label$
SUB Fill
  FOR i = 1 TO 3: a(i) = i * i: NEXT
  label$ = "filled"
END SUB
