' expected: KB Q31785 / qbasic-facts.md: INTEGER operands are multiplied in 16 bits even when the result
' is assigned to a LONG, so 6 * 6000 overflows; with a LONG operand the product is 36000.
x& = 1& * 6 * 6000
PRINT x&
y& = 6 * 6000
PRINT y&
