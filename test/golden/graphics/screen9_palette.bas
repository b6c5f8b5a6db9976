' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 9 (the same mode), with the VGA ROM fonts PC-BASIC ships (byte for byte
' shared/reference's); scripts/pcbasic-golden.py.
' PALETTE and PALETTE USING take EGA colours 0-63 in SCREEN 9 (QBasic help, PALETTE).
SCREEN 9
COLOR 15, 1
FOR i = 0 TO 15: LINE (20 + i * 38, 20)-STEP(30, 60), i, BF: NEXT i
DIM pal%(15): FOR i = 0 TO 15: pal%(i) = 63 - i * 4: NEXT i: pal%(0) = -1: pal%(15) = -1
PALETTE USING pal%(0)
PALETTE 1, 36: PALETTE 2, 18: PALETTE 14, 62
CIRCLE (320, 200), 80, 14: PAINT (320, 200), CHR$(&HFF) + CHR$(0) + CHR$(&H55) + CHR$(0) + CHR$(0) + CHR$(&HAA), 14
LINE (450, 130)-(620, 300), 2, B, &HFF00: LINE (450, 130)-(620, 300), 3
LOCATE 20, 5: PRINT "SCREEN 9: 80x25 cells of 8x14, PALETTE USING, COLOR 15, 1"
COLOR 12: LOCATE 22, 5: PRINT "COLOR 12"; POINT(25, 25); POINT(320, 200); CSRLIN
