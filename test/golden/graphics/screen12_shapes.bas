' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout (the first line's POINT value as QBasic printed it on the captured screen):
' PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics), which has no VGA
' modes, running these lines in its SCREEN 9 (EGA planes) given SCREEN 12's 640x480 frame and 30 rows of
' the VGA 8x16 font; scripts/pcbasic-golden.py.
' Colours are the default ones (PALETTE here would be read as EGA colours).
SCREEN 12
LINE (10, 10)-(200, 100), 4, B: LINE (10, 10)-(200, 100), 10
CIRCLE (320, 120), 100, 12: PAINT (320, 120), 13, 12
CIRCLE (320, 120), 50, 14, -.5, -2.5
LINE (420, 10)-(630, 200), 15, B
PAINT (500, 30), CHR$(&HF0) + CHR$(&HCC) + CHR$(&H0) + CHR$(&HFF) + CHR$(&HF) + CHR$(&H33) + CHR$(&HFF) + CHR$(&H0), 15
DIM img%(4000): GET (270, 70)-(370, 170), img%
PUT (10, 250), img%, PSET: PUT (120, 250), img%, PRESET: PUT (230, 250), img%, XOR
LINE (340, 250)-(440, 350), 3, BF: PUT (340, 250), img%, AND: PUT (450, 250), img%, OR
DRAW "BM20,450 C9 R30 U10 H5 G5 D10 TA30 R40"
COLOR 11: LOCATE 25, 2: PRINT "SCREEN 12: 640x480, 80x30 cells of 8x16"; POINT(11, 10); POINT(320, 120)
COLOR 7: LOCATE 30, 70: PRINT "row 30";
