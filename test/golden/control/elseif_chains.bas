' expected: QBasic help "IF...THEN...ELSE": the tests of a block IF are tried in order and the first that
' is true runs its statements, the ELSE block when none is; a test after the true one is not evaluated (so
' a FUNCTION in it does not run and an error in it is not raised), and an error in a later test is raised
' (Overflow 6, Subscript out of range 9).
DECLARE FUNCTION Probe% (n AS INTEGER, v AS INTEGER)
DEFINT A-Z
DIM SHARED trace AS LONG
DIM a(9)
FOR i = 0 TO 9: a(i) = i * i: NEXT i
FOR i = 0 TO 9
  IF a(i) < 4 THEN
    PRINT "s";
  ELSEIF a(i) < 20 AND i MOD 2 = 0 THEN
    PRINT "e";
  ELSEIF a(i) >= 64 THEN
    PRINT "b";
  ELSEIF a(i) = 25 OR a(i) = 49 THEN
    PRINT "o";
  ELSE
    PRINT "x";
  END IF
NEXT i
PRINT
' variables against variables, five arms
lo = 2: mid = 5: hi = 8
FOR k = 0 TO 9
  IF k = lo THEN
    PRINT "L";
  ELSEIF k = mid THEN
    PRINT "M";
  ELSEIF k = hi THEN
    PRINT "H";
  ELSEIF k < lo THEN
    PRINT "<";
  ELSE
    PRINT ".";
  END IF
NEXT k
PRINT
' only the tests up to the true one run
FOR v = 1 TO 4
  trace = 0
  IF Probe(1, v = 1) THEN
    PRINT "one";
  ELSEIF Probe(2, v = 2) THEN
    PRINT "two";
  ELSEIF Probe(3, v = 3) THEN
    PRINT "three";
  END IF
  PRINT trace
NEXT v
' SELECT CASE against variables
FOR k = 0 TO 9
  SELECT CASE k
    CASE lo: PRINT "L";
    CASE mid, hi: PRINT "MH";
    CASE lo - 1, hi + 1: PRINT "+-";
    CASE ELSE: PRINT ".";
  END SELECT
NEXT k
PRINT
ON ERROR GOTO Handler1
10 big = 32767: j = 12
20 IF j < 0 THEN
30   PRINT "neg"
40 ELSEIF j = 0 THEN
50   PRINT "zero"
60 ELSEIF big + j > 0 THEN
70   PRINT "positive"
80 ELSEIF a(j) = 0 THEN
90   PRINT "never"
100 ELSE
110   PRINT "else"
120 END IF
130 j = 5
ON ERROR GOTO Handler2
140 IF j < 0 THEN
150   PRINT "neg"
160 ELSEIF j = 0 THEN
170   PRINT "zero"
180 ELSEIF a(j + 10) = 0 THEN
190   PRINT "never"
200 ELSE
210   PRINT a(j + 20)
220 END IF
230 PRINT "done"
END

Handler1:
PRINT "error"; ERR
RESUME 130

Handler2:
PRINT "error"; ERR
RESUME 230

FUNCTION Probe% (n AS INTEGER, v AS INTEGER)
  trace = trace * 10 + n
  Probe% = v
END FUNCTION
