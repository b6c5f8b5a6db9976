' expected: QBasic help "Subscript out of range" (error 9): a subscript outside the DIM bounds.
' Column 1 = start of the PRINT statement.
DIM a(1 TO 3)
ON ERROR GOTO handler
a(0) = 1
PRINT "after trapped"
ON ERROR GOTO 0
PRINT a(4)
END
handler:
PRINT "error"; ERR
RESUME NEXT
