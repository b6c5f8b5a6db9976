' expected: QBasic help "GOTO", "ON...GOTO": GOTO continues at the line or label given, in the same
' procedure; inside a FOR loop, a jump ahead to a line of the loop's body skips the lines between, and a
' jump to the NEXT line ends the pass. ON n GOTO goes to the nth target, falls through when n is 0 or
' more than the targets, and is an Illegal function call (error 5) when n is negative or over 255.
DECLARE SUB Scan (n%)
DEFINT A-Z
FOR i = 1 TO 9
  IF i MOD 3 = 0 THEN 200
  PRINT "a"; i;
200 PRINT "b"; i
NEXT i
' ON n GOTO as a state machine, every arm jumping ahead to one line
FOR i = 1 TO 12
  s = i MOD 5
  ON s GOTO 310, 320, 330, 340
  PRINT "none";
  GOTO 390
310 PRINT "one";: GOTO 390
320 PRINT "two";: GOTO 390
330 PRINT "three";: GOTO 390
340 PRINT "four";
390 PRINT i
NEXT i
' a jump to the NEXT line ends the pass
t = 0
FOR i = 1 TO 10
  IF i MOD 2 = 0 THEN 500
  t = t + i
  IF t > 20 THEN 500
  t = t + 100
500 NEXT i
PRINT "t ="; t
' jumps ahead out of blocks and inner loops
FOR i = 1 TO 3
  FOR j = 1 TO 5
    IF j = i + 1 THEN 620
    PRINT i * 10 + j;
  NEXT j
  PRINT "all";
620 IF i = 2 THEN
    PRINT "two";
    GOTO 640
  END IF
  PRINT "-";
640 PRINT
NEXT i
' a jump from an inner loop to the outer loop's NEXT line
FOR i = 1 TO 3
  FOR j = 1 TO 3
    IF j = 2 THEN 700
    PRINT i; j;
  NEXT j
  PRINT "never";
700 NEXT i
PRINT
' many jumps ahead in one body, in their several forms
c = 0
FOR i = 1 TO 200
  IF i MOD 2 = 0 THEN 801
  c = c + 1
801 IF i MOD 3 = 0 GOTO 802
  c = c + 2
802 IF i MOD 5 = 0 THEN GOTO 803 ELSE c = c + 3
803 ON i MOD 7 GOTO 804, 804, 804
  c = c * 2 MOD 1000
804 SELECT CASE i MOD 11
    CASE 0: GOTO 805
    CASE ELSE: c = c + 5
  END SELECT
805 IF i MOD 13 <> 0 THEN
    c = c + 6
    IF c > 500 THEN 806
    c = c + 1
  END IF
806 NEXT i
PRINT "c ="; c
' in a DO loop and in a SUB
k = 0
DO
  k = k + 1
  IF k MOD 4 = 0 THEN GOTO skip
  PRINT k;
skip:
  IF k >= 10 THEN GOTO done
LOOP
done:
PRINT
Scan 5
' ON n GOTO with n out of range
ON ERROR GOTO Handler
FOR n = -1 TO 5
  ON n GOTO 910, 920
  PRINT n; "falls through"
  GOTO 990
910 PRINT n; "first"
  GOTO 990
920 PRINT n; "second"
990 NEXT n
' an error after a jump ahead is raised at its own line
FOR i = 1 TO 2
  IF i = 2 THEN 1020
  PRINT "i ="; i
1020 x = 32000 + i * 1000
  PRINT x
NEXT i
PRINT "done"
END

Handler:
PRINT "error"; ERR; "at"; ERL
RESUME NEXT

SUB Scan (n%)
  FOR i% = 1 TO n%
    IF i% = 3 THEN GOTO later
    PRINT "s"; i%;
later:
  NEXT i%
  PRINT
END SUB
