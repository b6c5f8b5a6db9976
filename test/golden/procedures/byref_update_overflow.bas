' expected: QBasic help "CALL" and "RESUME": a parameter updated from its own value (p = p op constant)
' writes through to the caller's variable, array element or LONG; (a) passes a copy. An Overflow leaves
' the variable as it was, and RESUME NEXT goes on inside the SUB with the statement after the failing one.
DECLARE SUB Bump (c AS INTEGER)
DECLARE SUB BumpL (c AS LONG)
DIM a AS INTEGER, b AS LONG, arr(3) AS INTEGER
a = 5: Bump a: PRINT a
Bump (a): PRINT a
arr(2) = 7: Bump arr(2): PRINT arr(2)
b = 2147483646: BumpL b: PRINT b
ON ERROR GOTO h
a = 32767: Bump a: PRINT "no"
PRINT a
END
h: PRINT "err"; ERR; a: RESUME NEXT
SUB Bump (c AS INTEGER)
  c = c + 1
  c = c * 1
  c = 2 + c - 2
END SUB
SUB BumpL (c AS LONG)
  c = c + 1
END SUB
