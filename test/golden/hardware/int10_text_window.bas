' expected: Ralf Brown's Interrupt List (INT 10h): AH=06h scrolls the window CH,CL (top row, left column,
' from 0) to DH,DL (bottom, right) up by AL lines and AH=07h down, the new lines blank in attribute BH, AL=0
' blanking the whole window; AH=09h writes character AL in attribute BL CX times from the cursor and AH=0Ah
' the character only, neither moving the cursor; AH=08h returns the character at the cursor in AL and its
' attribute in AH. SCREEN(row, col[, 1]) reads the cells back (QBasic help, SCREEN function).
'$INCLUDE: 'QB.BI'
DIM r AS RegType
COLOR 7, 0
CLS
FOR i = 1 TO 5: PRINT "row"; i: NEXT
r.ax = &H601: r.bx = &H1E00: r.cx = &H0: r.dx = &H24F
CALL INTERRUPT(&H10, r, r)
r.ax = &H702: r.bx = &H700: r.cx = &H300: r.dx = &H44F
CALL INTERRUPT(&H10, r, r)
LOCATE 8, 1
r.ax = &H941: r.bx = &H4F: r.cx = 3
CALL INTERRUPT(&H10, r, r)
r.ax = &HA42: r.cx = 2
CALL INTERRUPT(&H10, r, r)
r.ax = &H800
CALL INTERRUPT(&H10, r, r)
row = CSRLIN: col = POS(0)
LOCATE 10, 1
PRINT "cursor"; row; col; "AH=08h "; HEX$(r.ax)
FOR i = 1 TO 8
  PRINT i; "["; CHR$(SCREEN(i, 1)); CHR$(SCREEN(i, 2)); CHR$(SCREEN(i, 3)); CHR$(SCREEN(i, 4)); CHR$(SCREEN(i, 5)); "]"; SCREEN(i, 1, 1)
NEXT
r.ax = &H600: r.bx = &H700: r.cx = &H0: r.dx = &H74F
CALL INTERRUPT(&H10, r, r)
PRINT "after AL=0: ["; CHR$(SCREEN(1, 1)); CHR$(SCREEN(8, 1)); "]"
