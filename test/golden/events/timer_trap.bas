' expected: QB45 help, "TIMER Statements Details": with TIMER ON, a check is made after every statement
' to see if the interval has elapsed, and if it has the ON TIMER handler runs; "ON event Statements
' Details": its RETURN goes back to where the program was. TIMER OFF: no more events.
ON TIMER(1) GOSUB Tick
TIMER ON
DO: LOOP UNTIL n = 3
TIMER OFF
t = TIMER: DO: LOOP UNTIL TIMER - t > 2.5
PRINT "after TIMER OFF:"; n
END

Tick:
n = n + 1
PRINT "tick"; n
RETURN
