' expected: QB45 help, "TIMER, ON TIMER Statements": n is 1 through 86,400 seconds (Illegal function call
' otherwise); "ON event Statements Details": GOSUB 0 sets no handler, so events are dropped.
ON TIMER(1) GOSUB 0
TIMER ON
t = TIMER: DO: LOOP UNTIL TIMER - t > 1.5
PRINT "no handler, no call"
ON TIMER(86401) GOSUB Tick
PRINT "not reached"
END

Tick:
RETURN
