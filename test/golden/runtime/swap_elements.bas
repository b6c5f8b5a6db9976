' expected: QB4.5 help, "SWAP Statement": any two variables of the same type, including array elements
' and whole records, exchange values.
TYPE P
  x AS INTEGER
  n AS STRING * 2
END TYPE
DIM a(3) AS INTEGER, r(1) AS P
a(1) = 10: a(3) = 30
SWAP a(1), a(3)
PRINT a(1); a(3)
r(0).x = 1: r(0).n = "ab": r(1).x = 2: r(1).n = "cd"
SWAP r(0), r(1)
PRINT r(0).x; r(0).n; r(1).x; r(1).n
