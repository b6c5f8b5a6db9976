' expected: QB4.5 help, "TYPE Statement", "LEN Function": record fields are reached with dots, TYPEs
' nest, STRING * n fields are padded with spaces to n characters, assigning a record copies it, and
' LEN of a record is the sum of its field sizes (INTEGER 2, LONG 4, SINGLE 4, DOUBLE 8, STRING * n n).
TYPE Point
  x AS INTEGER
  y AS INTEGER
END TYPE
TYPE Thing
  nam AS STRING * 6
  pos AS Point
  weight AS DOUBLE
  id AS LONG
END TYPE
DIM t AS Thing, u AS Thing
DIM list(2) AS Thing
t.nam = "box"
t.pos.x = 3
t.pos.y = -4
t.weight = 2.5
PRINT "["; t.nam; "]"; LEN(t.nam); t.pos.x; t.pos.y; t.weight
u = t
u.pos.x = 99
PRINT t.pos.x; u.pos.x
list(1) = u
list(1).nam = "a long name"
PRINT "["; list(1).nam; "]"; list(1).pos.x; LEN(t); LEN(t.pos)
