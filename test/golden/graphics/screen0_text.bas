' Expected image and stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its VGA text mode with the VGA ROM 8x16 font PC-BASIC ships (byte for byte shared/reference's), its
' cells made 8 pixels wide as ours are (a VGA shows 9); scripts/pcbasic-golden.py. A string that does
' not fit on the row starts the next one (KB Q22022).
SCREEN 0: WIDTH 80, 25: CLS
PRINT "Default colours 7 on 0"
COLOR 14, 1: PRINT "Yellow on blue"; : COLOR 15, 4: PRINT " white on red "
COLOR 0, 7: PRINT "Black on grey": COLOR 10, 0
LOCATE 5, 30: PRINT CHR$(201); STRING$(10, 205); CHR$(187)
LOCATE 6, 30: PRINT CHR$(186); "  Box  "; CHR$(1); CHR$(2); " "; CHR$(186)
LOCATE 7, 30: PRINT CHR$(200); STRING$(10, 205); CHR$(188)
COLOR 12, 2: LOCATE 10, 70: PRINT "wraps past column 80"
COLOR 9, 6: FOR i = 0 TO 15: COLOR i, 7 - (i MOD 8): PRINT CHR$(65 + i); : NEXT i: PRINT
COLOR 7, 0: LOCATE 20, 1: PRINT CHR$(176); CHR$(177); CHR$(178); CHR$(219); CHR$(220); CHR$(223); CHR$(3); CHR$(4); CHR$(5); CHR$(6)
PRINT SCREEN(6, 38); SCREEN(6, 38, 1); SCREEN(1, 1, 1); CSRLIN; POS(0)
