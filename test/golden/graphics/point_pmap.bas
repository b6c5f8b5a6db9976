' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect, with the VGA ROM font PC-BASIC
' ships (byte for byte shared/reference's); scripts/pcbasic-golden.py.
' POINT(2)/(3) are asked only where WINDOW maps to whole pixels (PC-BASIC keeps the pen as a pixel,
' QB64-PE as logical floats; QBasic unverified), and POINT(x, y) only on screen points inside the view
' (PC-BASIC checks the screen, QBasic help says -1 outside the viewport).
SCREEN 13
PSET (10, 110), 4: LINE (20, 120)-(40, 130), 9, BF
PRINT POINT(10, 110); POINT(11, 110); POINT(30, 125); POINT(-1, 105); POINT(320, 100); POINT(0, 200)
PRINT POINT(0); POINT(1); POINT(2); POINT(3)
WINDOW (0, 0)-(319, 199)
PSET (50, 25), 14: PRINT POINT(0); POINT(1); POINT(2); POINT(3); POINT(50, 25); POINT(10, 89)
PRINT PMAP(50, 0); PMAP(50, 1); PMAP(0, 0); PMAP(100, 1); PMAP(160, 2); PMAP(100, 3)
WINDOW (0, 0)-(100, 100)
PRINT PMAP(50, 0); PMAP(50, 1); PMAP(0, 0); PMAP(100, 1); PMAP(160, 2); PMAP(100, 3)
PRINT POINT(12, 15); POINT(-5, 50); POINT(10, 40)
WINDOW SCREEN (0, 0)-(638, 398)
PSET (200, 300), 12: PRINT POINT(0); POINT(1); POINT(2); POINT(3)
WINDOW SCREEN (-160, -100)-(159, 99)
PRINT PMAP(0, 0); PMAP(0, 1); PMAP(-160, 0); PMAP(319, 2); PMAP(0, 3)
VIEW (100, 100)-(299, 179), 1, 15
PRINT PMAP(0, 0); PMAP(0, 1); PMAP(100, 2); PMAP(40, 3)
CIRCLE (0, 0), 50, 10: PRINT POINT(0); POINT(1)
PRINT POINT(0, 0); POINT(-50, 0); POINT(-70, -30)
WINDOW: PRINT POINT(0); POINT(1); POINT(2); POINT(3)
VIEW: PRINT POINT(0); POINT(1); POINT(2); POINT(3)
