' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: the LINE rasteriser was measured against it; the
' earlier image came from PC-BASIC 2.0.8, whose GW-BASIC lines differ from QBasic's). Expected stdout:
' QBasic 1.1 too (the PRINTs written to a file): a VIEW's centre is half its size rounded down (50, 30 for
' 100 x 61 pixels; PC-BASIC said 50, 31) and VIEW SCREEN puts the pen at the screen's centre.
SCREEN 13
PRINT POINT(0); POINT(1);: PSET (10, 190), 4: PRINT POINT(0); POINT(1);: PRESET STEP(5, -3): PRINT POINT(0); POINT(1)
LINE (20, 150)-(40, 160), 2: PRINT POINT(0); POINT(1);: LINE -(60, 140), 3: PRINT POINT(0); POINT(1);
LINE (70, 150)-STEP(10, 10), 5, B: PRINT POINT(0); POINT(1)
LINE STEP(5, 5)-STEP(10, -20), 6, BF: PRINT POINT(0); POINT(1);
CIRCLE (150, 150), 20, 7: PRINT POINT(0); POINT(1);: CIRCLE STEP(60, 0), 15, 9, 0, 3: PRINT POINT(0); POINT(1)
PAINT (150, 150), 10, 7: PRINT POINT(0); POINT(1);: PAINT STEP(0, 0), 11, 7: PRINT POINT(0); POINT(1);
DRAW "BM200,150 C12 R10 U10": PRINT POINT(0); POINT(1)
DIM a%(300): GET (10, 140)-(30, 160), a%: PRINT POINT(0); POINT(1);: PUT (250, 140), a%: PRINT POINT(0); POINT(1);
PSET STEP(0, 0), 14: PRINT POINT(0); POINT(1)
VIEW (200, 60)-(299, 120): PRINT POINT(0); POINT(1);: PSET STEP(0, 0), 13: CLS: PRINT POINT(0); POINT(1);
VIEW SCREEN (10, 10)-(51, 31): PRINT POINT(0); POINT(1);: PSET STEP(0, 0), 15
VIEW: PRINT POINT(0); POINT(1);: PSET (1, 2): CLS 1: PRINT POINT(0); POINT(1)
PSET (3, 4): SCREEN 13: PRINT POINT(0); POINT(1);: PSET (5, 6): COLOR 4: LOCATE 10, 1: PRINT POINT(0); POINT(1)
LINE (300, 190)-(310, 195), 2: PRINT POINT(0); POINT(1);: DRAW "R5": PRINT POINT(0); POINT(1);: PSET STEP(0, 0), 3
