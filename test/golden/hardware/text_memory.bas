' expected: IBM PC Technical Reference (colour text memory at B800:0: a character byte and then an
' attribute byte for each cell, 80 cells a row in 80-column text) and QB45 help, SCREEN function: SCREEN(row,
' col) gives the character code there and SCREEN(row, col, 1) its attribute. POKEs into that memory put
' characters on the screen, as programs that draw text fast do.
CLS
DEF SEG = &HB800
POKE (2 * 80 + 4) * 2, ASC("Q")
POKE (2 * 80 + 4) * 2 + 1, &H1E
LOCATE 5, 1: PRINT "AB"
DEF SEG = &HB800
PRINT PEEK(4 * 160); PEEK(4 * 160 + 2); PEEK(4 * 160 + 1)
DEF SEG
PRINT SCREEN(3, 5); SCREEN(3, 5, 1)
