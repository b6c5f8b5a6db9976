' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics), which has no VGA
' modes, running these lines in its SCREEN 9 (EGA planes) given SCREEN 11's 640x480 frame and 30 rows of
' the VGA 8x16 font; scripts/pcbasic-golden.py.
' Attribute 1 is shown white (SCREEN 11's default); no PRESET or tiles, which would see 4 planes.
SCREEN 11
LINE (10, 10)-(200, 100), 1, B: LINE (10, 10)-(200, 100), 1
CIRCLE (320, 120), 100, 1: PAINT (320, 120), 1
CIRCLE (320, 120), 50, 0, -.5, -2.5
LINE (420, 10)-(630, 200), 1, B: LINE (440, 30)-(610, 180), 1, BF, &HAAAA
DIM img%(4000): GET (270, 70)-(370, 170), img%
PUT (10, 250), img%, PSET: PUT (120, 250), img%, XOR: PUT (170, 250), img%, XOR
LINE (340, 250)-(440, 350), 1, B: PUT (340, 250), img%, AND: PUT (450, 250), img%, OR
DRAW "BM20,450 R30 U10 H5 G5 D10 TA30 R40"
LOCATE 25, 2: PRINT "SCREEN 11: 640x480, two colours"; POINT(11, 10); POINT(320, 120)
LOCATE 30, 70: PRINT "row 30";
