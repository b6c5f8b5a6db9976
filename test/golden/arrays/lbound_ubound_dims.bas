' expected: QBasic help "LBOUND, UBOUND": a dimension number outside 1..number of dimensions is
' "Subscript out of range" (error 9).
DIM g(1 TO 4, 5 TO 9)
ON ERROR GOTO handler
PRINT UBOUND(g, 2); LBOUND(g, 2)
PRINT UBOUND(g, 3)
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
