' Expected output: QBasic 1.1 under DOSBox (the oracle). VIEW puts the pen at its centre, half its size
' rounded down; VIEW SCREEN at the screen's centre, whatever its rectangle; CLS does the same.
SCREEN 13
PSET (7, 9)
VIEW SCREEN (10, 10)-(51, 31): PRINT POINT(0); POINT(1)
VIEW SCREEN (100, 50)-(221, 151): PRINT POINT(0); POINT(1)
VIEW (100, 50)-(221, 151): PRINT POINT(0); POINT(1)
VIEW (0, 0)-(99, 99): PRINT POINT(0); POINT(1)
VIEW SCREEN (0, 0)-(99, 99): PRINT POINT(0); POINT(1)
VIEW: PRINT POINT(0); POINT(1)
VIEW SCREEN (10, 10)-(51, 31): CLS: PRINT POINT(0); POINT(1)
