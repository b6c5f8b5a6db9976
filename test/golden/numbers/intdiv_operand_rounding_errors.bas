' expected: qbasic-facts.md "Numbers": \ and MOD round their operands to integers first, so a
' divisor of .4 becomes 0 (Division by zero) while .6 becomes 1; an operand outside the LONG range
' is Overflow.
ON ERROR GOTO handler
PRINT 5 \ .6; 5 MOD .6
PRINT 5 \ .4
PRINT 5 MOD .4
PRINT 3E+09 \ 2
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
