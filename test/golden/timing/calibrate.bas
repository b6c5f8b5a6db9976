' expected: QB45 help, TIMER and FOR...NEXT: a program that times a short delay loop against TIMER (as
' NIBBLES and other games calibrate their speed) sees it take time, whole ticks of 1/18.2 s: with the
' machine's pace at 4000 statements a second, 2000 loop passes take over a tick, so 1 / (TIMER - t#)
' does not divide by zero, and the loop is slower than 18.2 passes of it a second.
' golden: --speed 4000
t# = TIMER
FOR i = 1 TO 2000: NEXT
d# = TIMER - t#
PRINT d# > 0
IF d# > 0 THEN PRINT 1 / d# < 18.3
