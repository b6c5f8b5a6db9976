' expected: qbasic-facts.md "Errors": ERR holds the code of the error being handled; one handler
' dispatches on it.
ON ERROR GOTO handler
DIM a(2)
a(3) = 1
x% = 40000
PRINT SQR(-4)
READ z
PRINT "done"
END
handler:
SELECT CASE ERR
  CASE 9: PRINT "subscript"
  CASE 6: PRINT "overflow"
  CASE 5: PRINT "illegal"
  CASE ELSE: PRINT "other"; ERR
END SELECT
RESUME NEXT
