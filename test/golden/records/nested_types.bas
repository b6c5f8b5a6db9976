' expected: QBasic help "TYPE...END TYPE": a field may be of another user type; LEN of a record is
' the sum of its fields' sizes (2 + 2 for INTEGER fields, 4 + 4 + 8 here).
TYPE Pt
  x AS INTEGER
  y AS INTEGER
END TYPE
TYPE Rect
  tl AS Pt
  br AS Pt
  tag AS STRING * 8
END TYPE
DIM r AS Rect
r.tl.x = 1: r.tl.y = 2
r.br.x = 30: r.br.y = 40
r.tag = "box"
PRINT (r.br.x - r.tl.x) * (r.br.y - r.tl.y); RTRIM$(r.tag); LEN(r); LEN(r.tl)
