' expected: QB4.5 help, "SELECT CASE Statement": the CASE expressions are compared with the selector in
' order and the first that matches runs (so of two variables with one value, the first wins); none matching
' runs CASE ELSE, or nothing. Numbers compare by value whatever their types. "RESUME Statement": RESUME
' NEXT goes on with the statement after the one that failed (here inside a CASE). The CASEs here are
' variables, read each time the SELECT runs, at module level and in a SUB.
DECLARE SUB Menu (k%)
DEFINT A-Z
up = 72: dn = 80: lf = 75: rt = 77: same = 72
half! = 2.5: whole# = 3
ON ERROR GOTO Trap
FOR i = 70 TO 81
  SELECT CASE i
    CASE up: PRINT "U";
    CASE same: PRINT "S";
    CASE dn: q = 10 \ z: PRINT "D";
    CASE lf, rt: PRINT "H";
    CASE ELSE: PRINT ".";
  END SELECT
NEXT i
PRINT
up = 3: dn = 4
FOR i = 1 TO 4
  SELECT CASE i
    CASE up: PRINT "U";
    CASE dn: PRINT "D";
  END SELECT
  up = up - 1
  PRINT up;
NEXT i
PRINT
FOR x! = 2 TO 3.5 STEP .5
  SELECT CASE x!
    CASE half!: PRINT "half";
    CASE whole#: PRINT "three";
    CASE ELSE: PRINT x!;
  END SELECT
NEXT x!
PRINT
FOR k = 1 TO 4: Menu k: NEXT k
PRINT
END
Trap:
PRINT "err"; ERR;
RESUME NEXT

SUB Menu (k%)
  one = 1: two = 2: other = 2
  SELECT CASE k% * 1
    CASE one: PRINT "one";
    CASE other: PRINT "other";
    CASE two: PRINT "two";
    CASE ELSE: PRINT "many";
  END SELECT
END SUB
