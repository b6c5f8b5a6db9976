' expected: QB45 help, "ON event Statements Details" and "GOSUB...RETURN": a handler is a GOSUB
' subroutine at module level; one that jumps away with GOTO and reaches the end of the module ends the
' program there (falling off the end of the module ends a QBasic program), not back in the loop.
ON TIMER(1) GOSUB Tick
TIMER ON
DO: i = i + 1: LOOP
Tick:
GOTO Finish
PRINT "not reached"
Finish:
PRINT "finished"
