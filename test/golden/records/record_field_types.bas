' expected: QBasic help "TYPE...END TYPE": each field keeps its own type: INTEGER fields round
' (half to even, KB Q28855) and overflow like INTEGER variables; DOUBLE fields keep 16 digits.
TYPE T
  i AS INTEGER
  l AS LONG
  d AS DOUBLE
END TYPE
DIM v AS T
v.i = 2.5
v.l = 70000
v.d = 1# / 3
PRINT v.i; v.l; v.d
v.i = v.l
