' expected: qbasic-facts.md "Numbers": LONG arithmetic is 32-bit and raises Overflow.
x& = 2147483647
PRINT x&
PRINT x& - 1 + 1
y& = x& + 1
PRINT y&
