' expected: QBasic help "TYPE...END TYPE": fields are read and written with "."; a STRING * n
' field is padded with spaces to n characters (QBasic help "STRING * n").
TYPE Person
  nm AS STRING * 6
  age AS INTEGER
  score AS SINGLE
END TYPE
DIM p AS Person
p.nm = "Ann"
p.age = 41
p.score = 9.5
PRINT "["; p.nm; "]"; p.age; p.score
p.nm = "Christopher"
PRINT "["; p.nm; "]"; LEN(p.nm); LEN(p)
