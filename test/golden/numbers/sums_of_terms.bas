' expected: QBasic help "Arithmetic operators": + and - of equal precedence are evaluated left to right,
' each result in the operands' type (INTEGER, LONG, SINGLE, DOUBLE; a SINGLE one read by a DOUBLE operation
' unrounded, KB Q26007 / Q35248; real QBasic 1.1 prints this output); an INTEGER partial sum past 32767 is
' error 6, Overflow, even where later terms would bring the total back in range; the operands (function
' calls among them) are evaluated in order; subscripts out of range are error 9.
DECLARE FUNCTION Bump% (n AS INTEGER)
DECLARE SUB Neighbours (a() AS INTEGER, c AS INTEGER)
DEFINT A-Z
DIM SHARED trace AS LONG
DIM g(5, 5), v(9), s!(9), d#(9), w&(9)
FOR y = 0 TO 5
  FOR x = 0 TO 5
    g(x, y) = x * 10 + y
  NEXT x
NEXT y
FOR i = 0 TO 9
  v(i) = i * i: s!(i) = i / 3: d#(i) = i / 7: w&(i) = i * 100000
NEXT i
x = 2: y = 3
PRINT g(x - 1, y - 1) + g(x, y - 1) + g(x + 1, y - 1) + g(x - 1, y) + g(x + 1, y) + g(x - 1, y + 1) + g(x, y + 1) + g(x + 1, y + 1)
PRINT v(1) + v(2) - v(3) + 7 - x + v(x + 2) - g(x, y) + y
PRINT s!(1) + s!(2) + s!(4) + s!(5) + s!(7) - s!(8); 1 / 3 + 2 / 3 + 4 / 3 + 5 / 3 + 7 / 3 - 8 / 3
PRINT d#(1) + d#(2) + d#(3) + d#(4) + d#(5) + d#(6)
PRINT w&(9) + w&(8) + w&(7) + w&(6) - w&(5) - 2147483647 + 2147483647
PRINT g(x, y) + g(x + 1, y) - g(x - 1, y); g(x, y) - v(x) + v(x + 1) - 7; s!(1) + s!(2) + s!(x); d#(1) - d#(2) + d#(3) + d#(x)
PRINT w&(1) + w&(2) + v(3); v(1) + x + v(2); 2 + v(3) - x + y
a = 1: b = 2: c = 3: d = 4: e = 5
PRINT a + b + c + d + e - a - b + 100; a - b - c - d - e
PRINT v(1) + v(2) + v(3) + v(4) + v(5) + v(6) + v(7) + v(8) + v(9) - v(1) + a - b + 1000
t! = 2.5
PRINT v(t!) + v(t! + 1) + v(t! - 1) + v(t! + 2) + v(t! + 3)
PRINT s!(x) + v(x) + w&(x) + d#(x) + x
trace = 0
PRINT Bump(1) + Bump(2) + Bump(3) + Bump(4) + Bump(5) + Bump(6); trace
trace = 0
PRINT v(1) + Bump(2) + v(2) - Bump(3) + v(3); trace
r = 4
Neighbours v(), r
k = 30000
PRINT k - 5000 + 4000 + 1000 + 2000 - 2000
ON ERROR GOTO Handler
PRINT k + 1000 + 2000 + 500 - 3000 - 500
PRINT v(1) + v(2) + v(3) + v(4) + v(x + 8)
PRINT k + 1000 + v(9) - 5000
PRINT k + v(9) + 3000 - 5000
PRINT a + b + c + d + e + v(1) + v(2) + v(3) + v(4) + k + v(9) + v(9) + 3000 - 5000
PRINT v(1) + v(2) + v(x + 8)
PRINT g(x, y) + g(x + 1, y) + g(x + 2, y) + g(x + 3, y) + g(x + 4, y)
big = 32767
PRINT g(0, 0) + g(1, 0) + g(2, 0) + g(3, 0) + g(big + 1, 0)
PRINT "done"
END

Handler:
PRINT "error"; ERR; "at line"; ERL
RESUME NEXT

FUNCTION Bump% (n AS INTEGER)
  trace = trace * 10 + n
  Bump% = n
END FUNCTION

SUB Neighbours (a() AS INTEGER, c AS INTEGER)
  DIM m(3, 3)
  FOR j = 0 TO 3: FOR i = 0 TO 3: m(i, j) = i + j * 4: NEXT i, j
  i = 1: j = 2
  PRINT m(i - 1, j) + m(i + 1, j) + m(i, j - 1) + m(i, j + 1) + c + a(c) - a(c - 1) + a(c + 1)
END SUB
