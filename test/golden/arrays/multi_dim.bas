' expected: QBasic help "DIM", "LBOUND/UBOUND" (optional dimension argument).
DIM m(1 TO 3, 0 TO 4) AS INTEGER
FOR r = 1 TO 3
  FOR c = 0 TO 4
    m(r, c) = r * 10 + c
  NEXT
NEXT
PRINT m(1, 0); m(2, 3); m(3, 4)
PRINT LBOUND(m, 1); UBOUND(m, 1); LBOUND(m, 2); UBOUND(m, 2)
DIM cube(2, 2, 2)
cube(2, 1, 0) = 7
PRINT cube(2, 1, 0); cube(0, 0, 0); UBOUND(cube, 3)
