' expected: qbasic-facts.md "Numbers": storing an out-of-range value in an INTEGER is Overflow.
' QB64-PE silently wraps.
x& = 32767
a% = x&
PRINT a%
x& = 40000
a% = x&
PRINT a%
