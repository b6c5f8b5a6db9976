' expected: QB45 help, ON TIMER / TIMER ON: with TIMER ON the handler runs every n seconds while the
' program runs, here a busy-wait loop on TIMER (WHILE TIMER < t: WEND); the loop ends after 3.5 seconds
' with the handler run 3 times, once a second.
' golden: --speed 4000
ON TIMER(1) GOSUB Tick
TIMER ON
t! = TIMER + 3.5
WHILE TIMER < t!: WEND
TIMER OFF
PRINT "ticks:"; n
END
Tick:
n = n + 1
PRINT "tick"; n
RETURN
