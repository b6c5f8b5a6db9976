' expected: QBasic help "GOTO": a GOTO goes to its label wherever it stands: out of FOR, DO, IF and SELECT
' CASE blocks (the loops end), forward within a loop body (the rest of the pass is skipped), and back to
' a label before the statement that holds it.
DECLARE SUB Scan (n AS INTEGER)
DEFINT A-Z
' a WHILE written with GOTO: the test at the top jumps out, the GOTO at the bottom goes back
10 IF i >= 5 THEN 50
20 i = i + 1: t = t + i
40 GOTO 10
50 PRINT "while:"; i; t
' a GOTO back to a label before a DO, from inside the DO
60 x = x + 1
n = n + 1
DO
  x = x + 1
  IF x < 5 THEN GOTO 60
LOOP UNTIL x > 10
PRINT "before do:"; x; n
' forward within a FOR body: the rest of the pass is skipped
s = 0
FOR k = 1 TO 10
  IF k MOD 3 = 0 THEN GOTO skip
  s = s + k
skip:
NEXT
PRINT "skip:"; s; k
' out of two loops at once
FOR a = 1 TO 5
  FOR b = 1 TO 5
    IF a * b = 12 THEN GOTO found
  NEXT
NEXT
PRINT "not found"
found:
PRINT "found:"; a; b
' from a SELECT CASE arm, back to the top
c = 0
top:
c = c + 1
SELECT CASE c
  CASE IS < 3: GOTO top
  CASE ELSE: PRINT "select:"; c
END SELECT
' a loop closed by GOTO that ends by END
Scan 3
e = 0
again:
e = e + 1
IF e = 4 THEN PRINT "end at"; e: END
GOTO again

SUB Scan (n AS INTEGER)
  DIM j AS INTEGER
more:
  j = j + 1
  IF j < n THEN GOTO more
  IF j = n THEN GOTO done
  PRINT "not here"
done:
  PRINT "scan:"; j
END SUB
