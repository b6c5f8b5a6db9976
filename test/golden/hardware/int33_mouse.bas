' expected: Microsoft Mouse Programmer's Reference (INT 33h): function 0 resets the driver and returns
' AX = -1 (FFFFh) with a mouse and BX = the number of buttons (2); function 3 returns the buttons in BX
' (bit 0 left, bit 1 right) and the position in CX, DX, where in 320-pixel modes such as SCREEN 13 the
' driver's x runs 0..639 (twice the pixel); functions 5 and 6 return the presses / releases of a button
' since the last call in BX; functions 7 and 8 limit the position; the key script clicks the left button
' at (100, 50), types k, and clicks the right button at (300, 190). RegType as QB.BI defines it.
'$INCLUDE: 'regs.bi'
DIM r AS RegType
SCREEN 13
r.ax = 0: CALL INTERRUPT(&H33, r, r)
PRINT "reset"; r.ax; r.bx
r.ax = 1: CALL INTERRUPT(&H33, r, r)
DO
  r.ax = 3: CALL INTERRUPT(&H33, r, r)
LOOP UNTIL r.bx <> 0
PRINT "down"; r.bx; r.cx; r.dx
DO
  r.ax = 3: CALL INTERRUPT(&H33, r, r)
LOOP UNTIL r.bx = 0
r.ax = 5: r.bx = 0: CALL INTERRUPT(&H33, r, r)
PRINT "left presses"; r.bx
r.ax = 6: r.bx = 0: CALL INTERRUPT(&H33, r, r)
PRINT "left releases"; r.bx
r.ax = 5: r.bx = 0: CALL INTERRUPT(&H33, r, r)
PRINT "again"; r.bx
k$ = INPUT$(1)
r.ax = 7: r.cx = 0: r.dx = 400: CALL INTERRUPT(&H33, r, r)
r.ax = 8: r.cx = 10: r.dx = 100: CALL INTERRUPT(&H33, r, r)
DO
  r.ax = 3: CALL INTERRUPT(&H33, r, r)
LOOP UNTIL r.bx = 2
PRINT "right"; r.bx; r.cx; r.dx
r.ax = 2: CALL INTERRUPT(&H33, r, r)
