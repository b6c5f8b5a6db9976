' expected: qbasic-facts.md "Numbers": an operation is done in the wider operand type, so INTEGER
' with SINGLE is SINGLE (no INTEGER overflow) and INTEGER with LONG is LONG; / always gives a
' floating result.
a% = 32767
PRINT a% + 1.5; a% + 1&; a% * 2&
b& = 100000
PRINT b& * 3; 7 / 2; a% / 2
