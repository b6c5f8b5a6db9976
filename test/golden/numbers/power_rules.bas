' expected: QBasic help "^" / "Illegal function call": a negative number to a non-integer power is
' error 5; integer powers of negatives are fine; results are SINGLE unless an operand is DOUBLE.
ON ERROR GOTO handler
PRINT (-2) ^ 3; (-2) ^ 2; 2 ^ 0; 4 ^ .5; 2 ^ 31
PRINT 2# ^ 0.5
PRINT (-8) ^ (1 / 3)
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
