' expected: QB45 help "Arithmetic Operators" and "Logical Operators": \, MOD, AND, OR and XOR round
' each operand to an INTEGER or LONG first, half to even (KB Q28855), and a subscript is rounded the
' same way; a whole SINGLE is its own value; a rounded value outside the target's range is Overflow.
' Column 14 = start of the assignment k = s.
a = 2.5: b = 3.5: c = -2.5: d# = 6.5#
PRINT a XOR 0; b AND 7; c OR 0; d# \ 2; 7.5 MOD 2; b MOD a
x = 40000: y = 65535
PRINT x AND 255; y XOR 1; (x + y) \ 3; -x MOD 7
DIM t(5)
t(2) = 20: t(4) = 40
PRINT t(a); t(b); t(1.5 + 1); t(x - 39996)
DIM m(3, 3): m(2, 2) = 7: m(2, 1) = 5
PRINT m(b - 2, a); m(a, c + 3.5); m(a, b - 3)
DIM k AS INTEGER
s = 32767: k = s: PRINT k
s = -32768.4: k = s: PRINT k
s = 32767.5: k = s
PRINT "not reached"
