' expected: QB45 help, "ON event Statements Details": the handler is module-level code; an event while a
' SUB runs calls it, and its RETURN goes back into the SUB. While the handler runs its trap is stopped
' (no recursive traps): the event that comes during the first, slow call is kept, and handled as soon as
' its RETURN turns the trap on again.
DECLARE SUB Work ()
DIM SHARED n
ON TIMER(1) GOSUB Tick
TIMER ON
Work
PRINT "back at module level:"; n
TIMER OFF
END

Tick:
n = n + 1
PRINT "tick"; n
IF n = 1 THEN t = TIMER: DO: LOOP UNTIL TIMER - t > 1.5
PRINT "end of tick"; n
RETURN

SUB Work
  DO: i = i + 1: LOOP UNTIL n = 2
  PRINT "work done:"; n
END SUB
