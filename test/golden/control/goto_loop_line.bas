' expected: QBasic help "GOTO", "DO...LOOP", "WHILE...WEND": a GOTO to the line of a loop's LOOP or WEND
' runs that statement: LOOP WHILE / UNTIL tests its condition, LOOP and WEND go back to the top (where
' DO WHILE / UNTIL and WHILE test theirs); a jump out of an inner loop to the outer LOOP line leaves the
' inner loop.
DEFINT A-Z
i = 0
DO
  i = i + 1
  IF i MOD 3 = 0 THEN 100
  PRINT i;
100 LOOP WHILE i < 10
PRINT
i = 0
WHILE i < 10
  i = i + 1
  IF i MOD 2 = 0 THEN GOTO 200
  PRINT i;
200 WEND
PRINT
i = 0
DO UNTIL i >= 8
  i = i + 1
  ON i MOD 3 GOTO 300, 310
  PRINT "z"; i;
  GOTO 320
300 PRINT "a"; i;
  GOTO 320
310 PRINT "b"; i;
320 LOOP
PRINT
i = 0
DO
  i = i + 1
  j = 0
  DO
    j = j + 1
    IF j = i THEN 400
    PRINT i * 10 + j;
  LOOP UNTIL j >= 5
  PRINT "!";
400 LOOP UNTIL i >= 4
PRINT
i = 0
DO
  i = i + 1
  IF i < 3 THEN 500
  IF i > 6 THEN EXIT DO
  PRINT i;
500 LOOP
PRINT
PRINT "done"
