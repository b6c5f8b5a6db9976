' expected: TIMER counts the PC's clock ticks since midnight, 1193180 / 65536 = 18.2065 a second (IBM PC
' BIOS Technical Reference, INT 1Ah; QB45 help, TIMER: "the number of seconds elapsed since midnight"), so
' it moves in steps of 1/18.2 s: one step is 1 tick, 91 steps are 5 seconds (4.998 s).
' golden: --speed 4000
t = TIMER
DO: u = TIMER: LOOP WHILE u = t
DO: v = TIMER: LOOP WHILE v = u
PRINT CINT((v - u) * 18.2065)
FOR i = 1 TO 90
  DO: w = TIMER: LOOP WHILE w = v
  v = w
NEXT
PRINT CINT((v - u) * 1000)
