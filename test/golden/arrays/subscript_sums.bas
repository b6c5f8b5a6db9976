' expected: QB4.5 help "DIM" and "Arithmetic operators": a subscript is any numeric expression, evaluated
' in its type (INTEGER + INTEGER past 32767 is an Overflow, error 6, before any bounds check); outside the
' bounds it is Subscript out of range (error 9). Sums and differences of two variables as subscripts, in
' arrays with INTEGER bounds and in one with a bound past 32767 (QBasic's bounds are INTEGERs; this interpreter
' also takes LONG bounds, where INTEGER arithmetic in a subscript still overflows).
DEFINT A-Z
DIM g(1 TO 5, 1 TO 4), v(0 TO 10)
FOR x = 1 TO 5: FOR y = 1 TO 4: g(x, y) = x * 10 + y: NEXT y, x
FOR i = 0 TO 10: v(i) = i * i: NEXT i
FOR x = 2 TO 4
  FOR y = 2 TO 3
    t = 0
    FOR dx = -1 TO 1
      FOR dy = -1 TO 1
        t = t + g(x + dx, y + dy)
      NEXT dy
    NEXT dx
    PRINT t; g(x - dx + 2, y - 1); g(x + 1, y + dy - 2);
  NEXT y
NEXT x
PRINT
j = 3
FOR i = 0 TO 7: PRINT v(i + j); v(j - i + 7);: NEXT i
PRINT
k& = 2
PRINT g(x - k&, j + 1 - 1)
ON ERROR GOTO Trap
a = 32767: b = 1
PRINT v(a + b)
a = 9
PRINT v(a + b); v(a + b + b)
a = 1: b = 5
PRINT g(a, b - a + 1); g(a + b, b - a)
a = 32767: b = 1
PRINT g(a + b, 1)
PRINT g(1, a + 1)
DIM w(1 TO 40000, 1 TO 2)
j& = 40000: w(j&, 2) = 7: w(a, 1) = 5
PRINT w(a, b); w(j&, b + 1); w(j& - b, b + b)
PRINT w(a + b, 1)
PRINT w(a + 1, b)
PRINT w(j& + b, b)
END
Trap:
PRINT "error"; ERR
RESUME NEXT
