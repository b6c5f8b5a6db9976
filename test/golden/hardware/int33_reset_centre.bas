' expected: Ralf Brown's Interrupt List, INT 33h AX=0000h (reset driver and read status): the reset
' hides the pointer and puts it in the middle of the screen; in SCREEN 13 the driver's screen is
' 640x200 (x doubled), so function 3 then reads (320, 100); in SCREEN 12 (640x480) it reads (320, 240).
' The key script's mouse step comes after the key INPUT$ reads, so nothing moves the pointer before.
'$INCLUDE: 'QB.BI'
DIM r AS RegType
SCREEN 13
r.ax = 0: CALL INTERRUPT(&H33, r, r)
r.ax = 3: CALL INTERRUPT(&H33, r, r)
PRINT r.cx; r.dx
SCREEN 12
r.ax = 0: CALL INTERRUPT(&H33, r, r)
r.ax = 3: CALL INTERRUPT(&H33, r, r)
PRINT r.cx; r.dx
k$ = INPUT$(1)
