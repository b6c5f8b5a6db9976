' expected: QB45 help "PLAY (Music)", "PLAY Function", "ON PLAY(n) Statement Details": MB plays in the
' background, PLAY(n) gives the notes left in the queue (0 in foreground mode), and ON PLAY(limit)
' GOSUB runs when the queue goes from limit notes to limit - 1 while PLAY is ON. T120 L4 makes each
' note half a second (T = quarter notes a minute), so 1.1 s into CDEF two notes are left.
ON PLAY(2) GOSUB more
PLAY ON
PLAY "MB T120 L4 CDEF"
PRINT "queued"; PLAY(0)
t = TIMER
DO: LOOP UNTIL TIMER - t > 1.1
PRINT "after 1.1 s"; PLAY(0)
DO: LOOP UNTIL PLAY(0) = 0 OR TIMER - t > 5
PRINT "events"; n; "left"; PLAY(0)
PLAY OFF
PLAY "MB CDE"
DO: LOOP UNTIL PLAY(0) = 0
PRINT "no event while OFF"; n
PLAY "MF C"
PRINT "foreground"; PLAY(0)
END
more:
n = n + 1
PRINT "refill at"; PLAY(0)
IF n < 2 THEN PLAY "MB GG"
RETURN
