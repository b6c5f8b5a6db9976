' expected: QB45 help, "RETURN Statement": RETURN linelabel returns from the GOSUB to that label (here
' from an ON TIMER handler, which leaves the loop it interrupted); "ON event Statements Details": the
' handler is module-level code. The program then runs on from the label to its end.
ON TIMER(1) GOSUB Tick
TIMER ON
DO: i = i + 1: LOOP
PRINT "not reached"
Leave:
TIMER OFF
PRINT "left the loop at"; n
END

Tick:
n = n + 1
RETURN Leave
