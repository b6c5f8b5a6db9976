' expected: QBasic help "EXIT", "FOR...NEXT" and "DO...LOOP": EXIT FOR / EXIT DO leaves the innermost loop of
' its kind at once (the statements after it in the body do not run, and EXIT FOR leaves the counter as it
' is), from inside IF, ELSE, SELECT CASE and nested loops of the other kind.
DECLARE FUNCTION FirstOver% (limit AS INTEGER)
DEFINT A-Z
DIM t AS LONG
FOR i = 1 TO 10
  t = t + i
  IF i = 4 THEN EXIT FOR
  t = t + 100
NEXT
PRINT "for:"; i; t
n = 0
DO
  n = n + 1
  IF n < 3 THEN
    PRINT "pass"; n
  ELSE
    PRINT "leaving at"; n
    EXIT DO
    PRINT "never"
  END IF
LOOP
' EXIT DO from inside a FOR inside the DO: both loops end
k = 0
DO
  k = k + 1
  FOR j = 1 TO 5
    IF j * k = 6 THEN EXIT DO
  NEXT
  PRINT "k"; k; "j"; j
LOOP WHILE k < 10
PRINT "after:"; k; j
' EXIT FOR from inside a DO inside a FOR: the DO ends with the FOR
FOR a = 1 TO 3
  b = 0
  DO WHILE b < 10
    b = b + 1
    IF a = 2 AND b = 2 THEN EXIT FOR
  LOOP
  PRINT "a"; a; "b"; b
NEXT
PRINT "a after:"; a; b
' from a SELECT CASE arm
FOR m = 1 TO 9
  SELECT CASE m
    CASE 1, 2: PRINT "case"; m;
    CASE 3: EXIT FOR
    CASE ELSE: PRINT "else"
  END SELECT
NEXT
PRINT "m:"; m
' a loop written with GOTO inside a DO, left by EXIT DO
q = 0
DO
again: q = q + 1
  IF q = 7 THEN EXIT DO
  IF q < 20 THEN GOTO again
  PRINT "not here"
LOOP
PRINT "q:"; q
' a loop whose body also needs the pc loop (GOSUB), with an EXIT in a native IF
r = 0
DO
  GOSUB bump
  IF r >= 3 THEN EXIT DO
LOOP
PRINT "r:"; r
' an EXIT run many times in a small loop, inside a FUNCTION
total& = 0
FOR z = 1 TO 2000: total& = total& + FirstOver(z MOD 13): NEXT
PRINT "total:"; total&
END
bump:
r = r + 1
RETURN

FUNCTION FirstOver% (limit AS INTEGER)
  FOR w = 1 TO 100
    IF w * w > limit THEN EXIT FOR
  NEXT
  FirstOver% = w
END FUNCTION
