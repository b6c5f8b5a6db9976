' expected: QB4.5 help, "ON...GOSUB, ON...GOTO Statements": the n-th label is taken; 0 or more than the
' number of labels falls through; outside 0..255 it is Illegal function call (error 5); a SINGLE n is
' rounded (half to even, as CINT). "FOR...NEXT": a counter past the INTEGER / LONG range at NEXT is an
' Overflow (error 6). Here inside FOR loops with INTEGER and LONG counters whose bodies jump ahead, to the
' NEXT line, out of both loops, and EXIT FOR.
DEFINT A-Z
ON ERROR GOTO Trap
FOR i = -1 TO 6
  ON i GOTO 10, 20, 30
  PRINT "none"; i;
  GOTO 40
10 PRINT "a"; i;
  GOTO 40
20 PRINT "b"; i;
  GOTO 40
30 PRINT "c"; i;
40 NEXT i
PRINT
FOR n& = 252 TO 257
  ON n& - 250 GOTO 50, 50, 50
  ON n& GOTO 50
  PRINT n&;
50 NEXT n&
PRINT
FOR k = 1 TO 4
  x! = k * .5 + .5
  ON x! GOTO 60, 70, 70
  PRINT "z";
  GOTO 80
60 PRINT "one";
  GOTO 80
70 PRINT "two+";
80 NEXT k
PRINT
FOR i = 1 TO 5
  FOR j& = 1 TO 5
    IF j& = i THEN 90
    IF i * j& > 12 THEN 100
    IF j& > 3 THEN EXIT FOR
    PRINT i * 10 + j&;
90 NEXT j&
  PRINT "/";
NEXT i
100 PRINT "out"; i; j&
FOR i = 32764 TO 32767
  IF i MOD 2 THEN 110
  PRINT i;
110 NEXT i
PRINT "after"; i
FOR c& = 2147483645 TO 2147483647
  IF c& MOD 2 = 0 THEN 120
  PRINT c&;
120 NEXT c&
PRINT "end"
END
Trap:
PRINT "err"; ERR;
RESUME NEXT
