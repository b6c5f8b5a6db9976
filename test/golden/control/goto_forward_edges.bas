' expected: QBasic help "GOTO": a GOTO continues at the line or label given, wherever it is in the
' procedure: back or ahead in a FOR body, to a line that starts an inner FOR, into the middle of an IF
' block, to a shared NEXT j, i line, from a GOSUB subroutine's body; ON n GOTO to targets before and after it.
DEFINT A-Z
' ahead then back within a FOR body
FOR i = 1 TO 3
  n = 0
10 n = n + 1
  IF n < i THEN 10
  IF n = 2 THEN 20
  PRINT "n"; n;
20 PRINT "i"; i
NEXT i
' jump ahead to a label on an inner FOR line
FOR i = 1 TO 3
  IF i = 2 THEN 40
  PRINT "x";
40 FOR j = 1 TO i
    PRINT j;
  NEXT j
  PRINT
NEXT i
' ON n GOTO with targets ahead and behind
FOR i = 1 TO 3
  c = 0
60 c = c + 1
  ON (c < 3) + 2 GOTO 60, 70
70 PRINT "c"; c; i
NEXT i
' forward GOTO inside a GOSUB subroutine
FOR i = 1 TO 4
  GOSUB 900
NEXT i
' same line NEXT j, i with a label, reached from the inner body
FOR i = 1 TO 2
  FOR j = 1 TO 3
    IF j = 2 THEN 95
    PRINT i; j;
95 NEXT j, i
PRINT
' jump into the middle of an IF block from before it
FOR i = 1 TO 3
  IF i = 2 THEN GOTO 97
  IF i > 0 THEN
    PRINT "in";
97  PRINT "mid"; i;
  END IF
NEXT i
PRINT
END
900 IF i MOD 2 = 0 THEN 910
PRINT "odd"; i;
910 PRINT "sub"; i
RETURN
