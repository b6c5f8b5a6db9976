' expected: QB45 help, SLEEP: the program is suspended until the time runs out, a key is pressed or an
' enabled event occurs; ON TIMER / TIMER STOP: with TIMER STOP an event is remembered and its handler runs
' as soon as TIMER ON comes. SLEEP 10 with ON TIMER(2) ends after 2 seconds in the handler; SLEEP 3 under
' TIMER STOP lasts 3 seconds, and the event due meanwhile runs at TIMER ON.
' golden: --speed 4000
ON TIMER(2) GOSUB Tick
TIMER ON
t! = TIMER
SLEEP 10
PRINT "slept"; CINT(TIMER - t!)
TIMER STOP
t! = TIMER
SLEEP 3
PRINT "stopped, slept"; CINT(TIMER - t!)
TIMER ON
PRINT "on"
TIMER OFF
END
Tick:
PRINT "tick"
RETURN
