' expected: qbasic-facts.md "Numbers": INTEGER arithmetic is 16-bit and raises Overflow, never
' wraps (KB Q31785). -32768 is reachable by subtraction. QB64-PE wraps instead.
a% = 32767
PRINT a% - 1
c% = -32767
c% = c% - 1
PRINT c%
PRINT a% + 1!
b% = a% + 1
PRINT b%
