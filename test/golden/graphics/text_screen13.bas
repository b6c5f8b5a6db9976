' Expected image: a derivation, not an oracle run (PC-BASIC draws with a CGA font, not the VGA ROM's).
' QBasic rules: SCREEN 13 text is 40x25 cells of the 8x8 ROM font (shared/reference/vga8x8_cp437.bin),
' glyph pixels in the COLOR foreground on attribute 0; a string that does not fit in the rest of the
' row (but fits in a row) is printed whole on the next row (KB Q22022); a PRINT that ends on row 25
' scrolls the screen up by one 8-pixel row (the new bottom row is attribute 0).
' scripts/golden-derive.py replays these lines by hand with those operations on a pixel buffer.
SCREEN 13
LINE (0, 0)-(319, 199), 1, BF
LOCATE 5, 3: PRINT "Hello, World!"
COLOR 14: LOCATE 7, 35: PRINT "ABCDEFGHIJ"
COLOR 12: LOCATE 25, 1: PRINT "Bottom";
COLOR 10: PRINT
PRINT CHR$(1); CHR$(3); CHR$(219); CHR$(176)
