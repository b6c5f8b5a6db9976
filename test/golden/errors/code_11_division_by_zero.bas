' expected: qbasic-facts.md "Errors"/"Numbers": division by zero is error 11 (QBasic stops).
n = 0
PRINT 1 / n
