' expected: QBasic help "SUB" (parameters "name() AS usertype"): an array of records is passed by
' reference; the SUB can read and change its fields.
TYPE Item
  qty AS INTEGER
  price AS SINGLE
END TYPE
DECLARE FUNCTION Total! (lst() AS Item)
DIM stock(1 TO 3) AS Item
FOR i = 1 TO 3: stock(i).qty = i: stock(i).price = i * 1.5: NEXT
PRINT Total!(stock())
PRINT stock(1).qty
FUNCTION Total! (lst() AS Item)
  t = 0
  FOR i = LBOUND(lst) TO UBOUND(lst)
    t = t + lst(i).qty * lst(i).price
  NEXT
  lst(1).qty = 99
  Total! = t
END FUNCTION
