' Expected output: QBasic 1.1 under DOSBox (the oracle). DRAW's M x,y and BM x,y name a point of the screen,
' not of the VIEW; the pen DRAW leaves is the last point in view coordinates, and DRAW starts from it.
SCREEN 13
VIEW (100, 50)-(220, 150), 0
PRINT POINT(0); POINT(1)
DRAW "BM150,100 C4 R10"
PRINT POINT(0); POINT(1); POINT(2); POINT(3)
PSET STEP(0, 5), 14
PRINT POINT(0); POINT(1)
DRAW "R5"
PRINT POINT(0); POINT(1)
PSET (20, 20), 2
DRAW "R5"
PRINT POINT(0); POINT(1)
VIEW SCREEN (100, 50)-(220, 150)
DRAW "BM150,120 C5 R10"
PRINT POINT(0); POINT(1)
VIEW
DRAW "BM150,140 C6 R10"
PRINT POINT(0); POINT(1)
