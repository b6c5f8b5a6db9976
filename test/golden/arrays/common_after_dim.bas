' expected: QBasic help "COMMON Statement": an array in COMMON is dynamic "unless it has been declared as a
' static array in a preceding DIM statement", so DIM before COMMON SHARED names the same array, shared with
' the procedures. Output by PRINT rules.
DECLARE SUB Show ()
DIM a(5) AS INTEGER, b$(2)
COMMON SHARED a() AS INTEGER, b$()
a(1) = 3: b$(2) = "z"
Show
SUB Show
  PRINT a(1); UBOUND(a); b$(2)
END SUB
