' expected: qbasic-facts.md "Numbers" (SINGLE is IEEE float32) and "Printing numbers" (7 digits
' for SINGLE, 16 for DOUBLE); float32(0.1) = 0.100000001490116..., 2^24 + 1 is not representable.
a! = 16777216
b! = a! + 1
PRINT b! = a!
x! = .1
PRINT x!
y# = x!
PRINT y#
s! = 1.1
d# = s!
PRINT d#
PRINT 1 / 3; 2 / 3; 10 / 4; 1 / 3 * 3
