' expected: QBasic help "SWAP", arrays of strings; a plain bubble sort (ASCII order).
DIM w$(1 TO 5)
FOR i = 1 TO 5: READ w$(i): NEXT
DATA pear, Apple, fig, apple, banana
FOR i = 1 TO 4
  FOR j = 1 TO 5 - i
    IF w$(j) > w$(j + 1) THEN SWAP w$(j), w$(j + 1)
  NEXT
NEXT
FOR i = 1 TO 5: PRINT w$(i); " ";: NEXT
PRINT
