' expected: QBasic help "TYPE" and KB Q35245: numeric fields start at 0 and STRING * n fields hold
' n CHR$(0) bytes until assigned.
TYPE Rec
  n AS INTEGER
  d AS DOUBLE
  s AS STRING * 3
END TYPE
DIM r AS Rec
PRINT r.n; r.d; LEN(r.s); ASC(r.s); ASC(MID$(r.s, 3))
