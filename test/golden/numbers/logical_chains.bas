' expected: QBasic help "Logical operators": AND, OR and XOR work bit by bit on INTEGER (or, with a LONG
' operand, LONG) values, a relation giving -1 (true) or 0 (false); NOT binds tighter than AND, AND tighter
' than OR and XOR; operators of equal precedence go left to right. QBasic does not short-circuit: every
' operand is evaluated, in order, so a FUNCTION among them runs and an Overflow (error 6) or a subscript
' out of range (error 9) in a later operand is raised even when an earlier one decides the result. SINGLE
' and DOUBLE operands are rounded to integers first (half to even).
DECLARE FUNCTION Seen% (n AS INTEGER, v AS INTEGER)
DEFINT A-Z
DIM SHARED trace AS LONG
DIM b(1 TO 30, 1 TO 16), v(9)
FOR i = 0 TO 9: v(i) = i * 3: NEXT i
' a bounds test of four relations, as a Minesweeper neighbour count writes it
n = 0
FOR x = 1 TO 30 STEP 29
  FOR y = 1 TO 16 STEP 15
    FOR dx = -1 TO 1
      FOR dy = -1 TO 1
        IF x + dx >= 1 AND x + dx <= 30 AND y + dy >= 1 AND y + dy <= 16 THEN n = n + 1
      NEXT dy
    NEXT dx
  NEXT y
NEXT x
PRINT n
' bit patterns, not just true and false
PRINT 12 AND 10 AND 8; 1 OR 2 OR 4 OR 8 OR 16; 5 XOR 3 XOR 1; 12 AND 10 OR 1 OR 16
a = 6: c = 3: d = 5: e = -1: f = 0
PRINT a AND c AND d; a OR c OR d OR f; a XOR c XOR d XOR e; a AND c OR d AND e; a OR c AND d OR f
PRINT a AND e AND e AND e AND e AND e AND a; a OR f OR f OR f OR f OR f OR f OR f OR c
PRINT a XOR c OR d AND e XOR f OR a AND c AND d
PRINT a AND c OR d XOR e; a OR c XOR d XOR f OR e; a AND e OR c XOR d OR f AND a XOR c; a XOR c XOR d OR e XOR f
' LONG operands make the result LONG
l& = &H12345
PRINT l& AND &HFFFF& AND -1; l& OR 1 OR &H100000; a OR l& OR 1; 65535 AND -1 AND 40000
' SINGLE / DOUBLE operands are rounded first (2.5 to 2, 3.5 to 4)
s! = 2.5: t# = 3.5
PRINT s! AND 3 AND 7; t# OR 1 OR 8; s! XOR t# XOR 1
' every operand evaluated, left to right, FUNCTION calls included
trace = 0
PRINT Seen(1, 0) AND Seen(2, -1) AND Seen(3, -1); trace
trace = 0
PRINT Seen(1, -1) OR Seen(2, 0) OR Seen(3, 0) OR Seen(4, 0) OR Seen(5, 0); trace
trace = 0
IF Seen(1, 0) AND Seen(2, 0) AND Seen(3, 0) AND Seen(4, 0) AND Seen(5, 0) AND Seen(6, 0) THEN PRINT "yes" ELSE PRINT "no";
PRINT trace
' string relations
FOR i = 1 TO 4
  k$ = MID$("aqxz", i, 1)
  IF k$ = "q" OR k$ = "x" OR k$ = "Q" OR k$ = CHR$(27) THEN PRINT k$; " quits" ELSE PRINT k$; " plays"
NEXT i
' in loops
i = 0
WHILE i < 20 AND v(i MOD 10) <> 12 AND i <> 99
  i = i + 1
WEND
PRINT i
j = 0
DO
  j = j + 1
LOOP UNTIL j > 7 OR v(j) = 15 OR j = -5 OR j = 100
PRINT j
x = 3: y = 4
ok = x > 0 AND y > 0 AND x < 10 AND y < 10 AND v(x) = 9
PRINT ok
ON ERROR GOTO Handler
big = 32767
' the first operand decides, but a later one overflows or leaves the bounds
PRINT 0 AND 1 AND big + 1 > 0
PRINT 0 AND -1 AND v(big - 32757) = 0
PRINT -1 OR 0 OR 0 OR 0 OR x * big > 0
x = 1: y = 1: r = 5
r = x + dx >= 1 AND x + dx <= 30 AND b(x + 31, y) = 0
PRINT r
PRINT "done"
END

Handler:
PRINT "error"; ERR
RESUME NEXT

FUNCTION Seen% (n AS INTEGER, v AS INTEGER)
  trace = trace * 10 + n
  Seen% = v
END FUNCTION
