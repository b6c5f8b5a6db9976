' expected: QB45 help, "ON event Statements Details": an event while a SUB runs calls the module-level
' handler; "RETURN Statement": RETURN linelabel goes to that label, so the SUB the event interrupted is
' left for good, each time (three events, three calls of the SUB, none of them returning).
DECLARE SUB Busy ()
ON TIMER(1) GOSUB Tick
TIMER ON
Again:
IF n >= 3 THEN PRINT "done"; n: END
Busy
PRINT "not reached"
Tick:
n = n + 1
PRINT "tick"; n
RETURN Again

SUB Busy
  DO: LOOP
END SUB
