' expected: QB45 help, "TIMER Statements Details": TIMER STOP keeps an event that happens meanwhile and
' runs the handler as soon as TIMER ON is executed; after TIMER OFF an event is not remembered. (Our
' choice where the help is silent: the timer counts only while its trap is ON or STOP, so TIMER ON after
' TIMER OFF starts a new interval.)
ON TIMER(1) GOSUB Tick
TIMER STOP
t = TIMER: DO: LOOP UNTIL TIMER - t > 1.5
PRINT "stopped:"; n
TIMER ON
PRINT "on again:"; n
TIMER OFF
t = TIMER: DO: LOOP UNTIL TIMER - t > 1.5
TIMER ON
PRINT "after OFF and ON:"; n
t = TIMER: DO: LOOP UNTIL TIMER - t > .5
PRINT "half a second later:"; n
t = TIMER: DO: LOOP UNTIL n = 2
PRINT "a second later:"; n
END

Tick:
n = n + 1
PRINT "tick"; n
RETURN
