' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b) running these lines in its SCREEN 7
' (8 pages), with the VGA ROM fonts PC-BASIC ships; scripts/pcbasic-golden.py. PCOPY copies a whole
' page, pixels and text: page 1 is drawn unseen, then copied onto the visible page 0 (over what page 0
' had), and page 0 onto page 2, which is then shown.
SCREEN 7, 0, 1, 0
LINE (10, 10)-(60, 50), 4, BF: CIRCLE (120, 40), 25, 14
LOCATE 8, 3: PRINT "drawn on page 1";
SCREEN 7, 0, 0, 0
LINE (200, 100)-(300, 180), 2, BF
LOCATE 2, 20: PRINT "gone after PCOPY";
PRINT POINT(20, 20); POINT(250, 150)
PCOPY 1, 0
PRINT POINT(20, 20); POINT(250, 150)
LINE (0, 150)-(319, 150), 9
PCOPY 0, 2
SCREEN 7, 0, 2, 2
PSET (5, 190), 15
PRINT POINT(5, 190); POINT(100, 150)
