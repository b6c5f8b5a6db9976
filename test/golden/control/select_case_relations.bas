' expected: QB4.5 help, "SELECT CASE Statement": the first CASE whose test holds runs: CASE IS with a
' relational operator compares the value with the expression, CASE a TO b holds from a to b, a list holds
' when any of its items does; when none holds, CASE ELSE runs. Numbers compare by value (an INTEGER with a
' fractional constant too: CASE 2.5 never holds for one). Here over INTEGER, LONG, SINGLE and DOUBLE
' values, whole and not, inside and outside the span of the CASEs' constants.
DEFINT I-K
FOR i = -3 TO 12
  SELECT CASE i
    CASE IS < 0: PRINT "n";
    CASE 0, 2, 4: PRINT "e";
    CASE IS <= 5: PRINT "s";
    CASE 7 TO 9: PRINT "r";
    CASE IS > 10: PRINT "b";
    CASE ELSE: PRINT "x";
  END SELECT
NEXT i
PRINT
FOR i = 1 TO 5
  SELECT CASE i
    CASE 2.5: PRINT "never";
    CASE IS < 2.5: PRINT "lo";
    CASE IS >= 3.5: PRINT "hi";
    CASE ELSE: PRINT "mid";
  END SELECT
NEXT i
PRINT
FOR i = 5 TO 7
  SELECT CASE i * 2
    CASE IS <> 12: PRINT "not12";
    CASE ELSE: PRINT "twelve";
  END SELECT
NEXT i
PRINT
FOR x = -1.5 TO 4 STEP .5
  SELECT CASE x
    CASE IS < -1: PRINT "a";
    CASE 0: PRINT "z";
    CASE .5 TO 1.5: PRINT "m";
    CASE IS <> 3: PRINT "o";
    CASE ELSE: PRINT "t";
  END SELECT
NEXT x
PRINT
FOR k = 1 TO 4
  n& = k * 25000&
  SELECT CASE n&
    CASE IS > 52000: PRINT "big";
    CASE 50000: PRINT "half";
    CASE ELSE: PRINT "other";
  END SELECT
NEXT k
PRINT
FOR j = 1 TO 5
  READ d#
  SELECT CASE d#
    CASE IS > 1000: PRINT "huge";
    CASE 5: PRINT "five";
    CASE 5 TO 6: PRINT "five+";
    CASE IS < -1000: PRINT "tiny";
    CASE ELSE: PRINT "else";
  END SELECT
NEXT j
PRINT
DATA 5, 5.25, 1D+300, -1D+300, 0
