' expected: qbasic-facts.md "Numbers": a non-integer subscript is converted like an INTEGER
' assignment, rounding half to even (KB Q28855).
DIM a(5)
FOR i = 0 TO 5: a(i) = i * 10: NEXT
PRINT a(2.5); a(3.5); a(1.4); a(4.6)
