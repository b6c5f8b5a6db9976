' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: QBasic 1.1 too (the PRINTs written to a file). WINDOW maps (x - left) * scale, the
' scale a double and the product rounded half to even only once: PMAP(50, 0) under WINDOW (0,0)-(100,100)
' is 159, since 50 * 3.19 in double precision is just below 159.5 (PC-BASIC and QB64-PE print 160).
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
