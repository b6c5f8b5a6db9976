' expected: QB4.5 help, "EXIT Statement", "DO...LOOP", "WHILE...WEND": EXIT FOR / EXIT DO leave the
' innermost loop of that kind; DO WHILE tests first, LOOP UNTIL last; EXIT SUB returns at once.
FOR i = 1 TO 10
  IF i = 3 THEN EXIT FOR
NEXT
PRINT i
j = 0
DO
  j = j + 1
  DO WHILE j < 100
    EXIT DO
  LOOP
  IF j >= 4 THEN EXIT DO
LOOP
PRINT j
k = 10
DO
  k = k + 1
LOOP UNTIL k > 5
PRINT k
WHILE k < 14: k = k + 2: WEND
PRINT k
Early 1
Early 0
SUB Early (flag)
  IF flag THEN EXIT SUB
  PRINT "late"
END SUB
