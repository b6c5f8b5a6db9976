' expected: Ralf Brown's Interrupt List and the IBM VGA BIOS reference: INT 10h AH=0Bh BH=00h sets the
' border (overscan) colour to BL in the text modes and returns nothing (the registers keep their values);
' the program goes on to the next statement.
'$INCLUDE: 'QB.BI'
DIM r AS RegType
COLOR 7, 0
r.ax = &HB00: r.bx = 1
CALL INTERRUPT(&H10, r, r)
PRINT HEX$(r.ax); r.bx
r.ax = &HB00: r.bx = 4
CALL INTERRUPT(&H10, r, r)
PRINT "border set"; CSRLIN
