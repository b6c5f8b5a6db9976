' expected: QBasic help "TYPE...END TYPE" and "DIM": arrays of records, whole-record assignment
' copies every field.
TYPE Item
  id AS INTEGER
  label AS STRING * 4
END TYPE
DIM items(1 TO 3) AS Item
FOR i = 1 TO 3
  items(i).id = i * 100
  items(i).label = "n" + LTRIM$(STR$(i))
NEXT
DIM copy AS Item
copy = items(2)
items(2).id = 0
PRINT copy.id; copy.label; items(2).id; items(3).label
