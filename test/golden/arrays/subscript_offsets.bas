' expected: QBasic help "Arithmetic operators" and "DIM": a subscript written as a variable plus or
' minus a constant is computed as the operator computes it, so an INTEGER that passes 32767 is an
' Overflow (6) before any bounds check, a LONG one is not, and a result outside the bounds is
' Subscript out of range (9); the same in one and two dimensions, in reads and in stores.
ON ERROR GOTO handler
DIM a(10) AS INTEGER, g(5, 5) AS INTEGER
FOR i% = 1 TO 9: a(i% + 1) = a(i%) + i%: NEXT
FOR i% = 0 TO 10: PRINT a(i%); : NEXT: PRINT
FOR y% = 1 TO 4: FOR x% = 1 TO 4
  g(x% + 1, y% - 1) = g(x% - 1, y%) + x% * y%
NEXT x%, y%
FOR y% = 0 TO 5: FOR x% = 0 TO 5: PRINT g(x%, y%); : NEXT: PRINT: NEXT
i% = 32767
PRINT a(i% + 1)
a(i% + 1) = 5
j& = 32767
PRINT a(j& - 32760)
PRINT a(j& + 1)
i% = -32768
PRINT a(i% - 1)
PRINT g(2, i% - 1)
i% = 10
PRINT a(i% + 1)
PRINT g(i% - 5, i% - 6)
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
