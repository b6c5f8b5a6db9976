' expected: KB Q35248 / Q26007: QBasic holds intermediate results wider than SINGLE and rounds to
' SINGLE only when storing in a SINGLE. A program written for QBasic computes the largest LONG as
' 2 ^ 31 - 1 (SINGLE operands) and gets 2147483647, not Overflow; the same holds for CLNG, DOUBLE
' targets and DOUBLE operations that read a SINGLE result.
i% = 31
x& = 2 ^ i% - 1
PRINT x&; CLNG(2 ^ i% - 1)
big& = 16777217
y& = big& + 0!
PRINT y&
a! = 16777216
d# = a! + 1
s! = a! + 1
PRINT d#; s! - a!; (a! + 1) * 1#
PRINT -(2 ^ i%) + 1 = -2147483647#
