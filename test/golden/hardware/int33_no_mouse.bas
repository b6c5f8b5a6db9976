' expected: Microsoft Mouse Programmer's Reference (INT 33h): without a mouse (no mouse steps in the key
' script), function 0 returns AX = 0, and programs fall back to the keyboard. INTERRUPTX takes RegTypeX
' (QB.BI: RegType plus ds, es).
'$INCLUDE: 'regs.bi'
DIM r AS RegTypeX
r.ax = 0: CALL INTERRUPTX(&H33, r, r)
PRINT "mouse"; r.ax
