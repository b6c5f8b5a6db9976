' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: the LINE rasteriser was measured against it).
' The earlier image came from PC-BASIC 2.0.8, whose GW-BASIC lines differ from QBasic's.
SCREEN 13
LINE (10, 10)-(60, 40), 1, B
LINE (70, 40)-(120, 10), 2, BF
LINE (130, 10)-(180, 40), 3, B, &HF0F0
LINE (190, 40)-(240, 10), 4, B, &HAAAA
LINE (10, 60)-(300, 60), 5, , &HFF00
LINE (300, 70)-(10, 70), 6, , &HFF00
LINE (10, 80)-(300, 120), 7, , &HCCCC
LINE (300, 130)-(10, 90), 9, , &H8001
LINE (250, 150)-(200, 190), 10, B, &H1234
LINE (20, 150)-STEP(40, 30), 12, BF
LINE -STEP(30, -20), 13, B
