' expected: IBM VGA BIOS reference / Ralf Brown's Interrupt List, INT 10h AX=1100h: CX character patterns
' of BH bytes each (one byte a row, bit 7 the leftmost pixel) at ES:BP replace characters DX on in the text
' mode's font, at once for the characters already on the screen too. The PNG was drawn from the bytes
' below (a hollow box for CHR$(255) at rows 1 and 3, the rest blank), light grey (AAh, AAh, AAh) on black.
'$INCLUDE: 'QB.BI'
DIM r AS RegTypeX
DIM g AS STRING * 16
MID$(g, 1, 1) = CHR$(255)
FOR i = 2 TO 15: MID$(g, i, 1) = CHR$(129): NEXT
MID$(g, 16, 1) = CHR$(255)
CLS
LOCATE 1, 1: PRINT CHR$(255);
r.ax = &H1100: r.bx = &H1000: r.cx = 1: r.dx = 255
r.es = VARSEG(g): r.bp = VARPTR(g)
CALL INTERRUPTX(&H10, r, r)
LOCATE 3, 5: PRINT CHR$(255);
LOCATE 25, 1
