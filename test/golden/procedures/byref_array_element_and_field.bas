' expected: QBasic help "CALL": array elements and record fields passed as arguments are passed by
' reference too.
DECLARE SUB Twice (v)
TYPE Pt
  x AS SINGLE
  y AS SINGLE
END TYPE
DIM a(3)
DIM p AS Pt
a(2) = 5: p.y = 7
Twice a(2)
Twice p.y
PRINT a(2); p.y
SUB Twice (v)
  v = v * 2
END SUB
