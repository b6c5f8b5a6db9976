' expected: QBasic help "GOTO", "IF", "ERL" and "RESUME": a loop written as `label: ... IF c THEN GOTO label`
' (or `THEN 10`) repeats while c holds; a GOTO or GOSUB into the middle of it runs from there; an error in
' it reaches the handler with ERL the line it is on, and RESUME NEXT goes on with the next statement.
DECLARE SUB Inner (n AS INTEGER)
DEFINT A-Z
ON ERROR GOTO handler
10 i = i + 1: t = t + i
20 IF i < 5 THEN 10
PRINT "lines:"; i; t
top: k = k + 2
IF k < 7 THEN GOTO top
PRINT "label:"; k
' nested: an inner GOTO loop inside an outer one
a = 0: n = 0
outer: a = a + 1: b = 0
inner: b = b + 1: n = n + 1
IF b < 3 THEN GOTO inner
IF a < 4 THEN GOTO outer
PRINT "nested:"; a; b; n
' a jump into the middle of the loop runs from there
c = 0: d = 0
GOTO middle
again: c = c + 10
middle: d = d + 1
IF d < 3 THEN GOTO again
PRINT "middle:"; c; d
' GOSUB into the loop's body: the loop runs to its end, then RETURN
e = 0
GOSUB body
PRINT "gosub:"; e
' errors inside: an Overflow in the body, then a Division by zero in the test (RESUME NEXT after an
' error in a single-line IF's condition goes on with its THEN clause)
50 q = 32760
60 q = q + 5: r = r + 1: PRINT q;
70 IF r < 3 THEN 60
PRINT
z = 0: w = 0
80 w = w + 1: IF w = 3 THEN z = 1
90 IF 10 \ z > 0 AND w < 5 THEN GOTO 80
PRINT "w:"; w
Inner 4
PRINT "done"
END
body: e = e + 1
IF e < 4 THEN GOTO body
RETURN
handler:
PRINT "error"; ERR; "at"; ERL
RESUME NEXT

SUB Inner (n AS INTEGER)
  DIM s AS LONG
subtop: s = s + n: n = n - 1
  IF n > 0 THEN GOTO subtop
  PRINT "sub:"; s; n
END SUB
