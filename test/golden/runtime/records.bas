' expected: QB4.5 help, "TYPE Statement", "LEN Function": record fields are reached with dots, TYPEs
' nest, STRING * n fields are padded with spaces to n characters, assigning a record copies it, and
' LEN of a record is the sum of its field sizes (INTEGER 2, LONG 4, SINGLE 4, DOUBLE 8, STRING * n n).
TYPE Pt
  x AS INTEGER
  y AS INTEGER
END TYPE
TYPE Thing
  nam AS STRING * 6
  at AS Pt
  weight AS DOUBLE
  id AS LONG
END TYPE
DIM t AS Thing, u AS Thing
DIM things(2) AS Thing
t.nam = "box"
t.at.x = 3
t.at.y = -4
t.weight = 2.5
PRINT "["; t.nam; "]"; LEN(t.nam); t.at.x; t.at.y; t.weight
u = t
u.at.x = 99
PRINT t.at.x; u.at.x
things(1) = u
things(1).nam = "a long name"
PRINT "["; things(1).nam; "]"; things(1).at.x; LEN(t); LEN(t.at)
