' expected: QB4.5 help, "GOTO Statement", "IF...THEN...ELSE Statement", "ON...GOSUB, ON...GOTO
' Statements": a jump ahead goes on from its label, and a jump to the NEXT / LOOP / WEND line ends the
' pass there (NEXT counts, LOOP UNTIL tests); ON n GOTO with n = 0 or past its labels goes on with the
' next statement, with n < 0 it is Illegal function call (error 5). "RESUME Statement": RESUME NEXT goes
' on after the statement that failed (after an error in a single-line IF's condition, with its THEN
' clause, as in goto_loops). Here loops written with line numbers whose bodies jump ahead and to their
' closing line, and IF ... THEN EXIT DO between statements, with errors in the jumps' tests. (No ERL: a
' program that reads it marks every line.)
DEFINT A-Z
DIM a(1 TO 8)
FOR i = 1 TO 8: a(i) = i * 3 MOD 7: NEXT i
ON ERROR GOTO Trap
FOR i = 1 TO 9
10 IF a(i) = 0 THEN 90
20 ON a(i) GOTO 31, 32, 33, 34, 35, 36
25 PRINT "none";
  GOTO 90
31 PRINT "a";: GOTO 40
32 PRINT "b";: GOTO 40
33 PRINT "c";: GOTO 40
34 PRINT "d";: GOTO 40
35 PRINT "e";: GOTO 40
36 PRINT "f";
40 GOTO 41
41 IF a(i) > 4 THEN 90
42 PRINT a(i);
90 NEXT i
PRINT
n = 0
DO
100 n = n + 1
110 IF n MOD 3 = 0 THEN 190
120 IF n MOD 5 = 0 THEN GOTO 150
130 PRINT n;
140 GOTO 190
150 PRINT "five";
190 LOOP UNTIL n >= 10
PRINT
FOR i = 1 TO 3
200 IF a(i * 3) = 2 THEN 290
290 NEXT i
PRINT "i"; i
i = 4
WHILE i <= 9
300 IF a(i) < 3 THEN 350
310 ON a(i) - 4 GOTO 320, 330
315 PRINT "x"; a(i);
  GOTO 350
320 PRINT "y";: GOTO 350
330 PRINT "z";
350 i = i + 1
WEND
PRINT
FOR i = 1 TO 2
  FOR j = 1 TO 4
400 IF j = i THEN 490
410 IF j > 3 THEN 500
420 PRINT i * 10 + j;
490 NEXT j
500 PRINT "/";
NEXT i
PRINT
n = 0
DO
  n = n + 1
  IF a(n) = 2 THEN EXIT DO
  PRINT a(n);
LOOP
PRINT "n"; n
n = 6
DO
  n = n + 1
  IF a(n) > 5 THEN EXIT DO
  PRINT a(n);
LOOP
PRINT "n"; n
END
Trap:
PRINT "err"; ERR;
RESUME NEXT
