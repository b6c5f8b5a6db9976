' expected: qbasic-facts.md "Keyboard": TIMER is seconds since midnight (0 to 86400); it does not
' run backwards between two reads.
t = TIMER
PRINT t >= 0 AND t < 86400
t2 = TIMER
PRINT t2 >= t
