' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: the LINE rasteriser was measured against it).
' The earlier image came from PC-BASIC 2.0.8, whose GW-BASIC lines differ from QBasic's.
SCREEN 13
LINE (10, 10)-(100, 13), 1
LINE (10, 20)-(13, 100), 2
LINE (100, 30)-(10, 45), 3
LINE (30, 100)-(20, 30), 4
LINE (150, 150)-(50, 190), 5
LINE (200, 10)-(300, 110), 6
LINE (300, 120)-(200, 190), 7
LINE (250, 150)-(250, 150), 8
LINE (120, 60)-(140, 60), 9
LINE (130, 50)-(130, 70), 10
PSET (160, 100), 11: LINE -(180, 140), 12: LINE -STEP(-30, 7), 13: LINE STEP(5, 5)-STEP(10, -20), 14
FOR a = 0 TO 15: LINE (230, 60)-STEP(30 - a * 4, -40 + a * 2), a: NEXT a
