' expected: QB4.5 help "INPUT Statement": the variable list may hold array elements and record
' fields.
TYPE P
  x AS INTEGER
  nm AS STRING * 3
END TYPE
DIM a(3), r AS P
INPUT a(2), r.x, r.nm
PRINT a(2); r.x; "["; r.nm; "]"
