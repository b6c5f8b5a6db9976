' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: QBasic 1.1 too (the PRINTs written to a file): POINT(11, 10) is 4, the box's edge,
' as QBasic's diagonal does not reach that pixel (PC-BASIC's does and prints 10).
' COLOR backgrounds below 8 and foregrounds above 0 only (GW-BASIC's ranges are narrower there).
SCREEN 8
COLOR 14, 1
LINE (10, 10)-(200, 60), 4, B: LINE (10, 10)-(200, 60), 10
CIRCLE (320, 40), 60, 12: PAINT (320, 40), 13, 12
LINE (420, 10)-(630, 60), 15, B
PAINT (500, 30), CHR$(&HF0) + CHR$(&HCC) + CHR$(&H0) + CHR$(&HFF) + CHR$(&HF) + CHR$(&H33) + CHR$(&HFF) + CHR$(&H0), 15
DIM img%(2000): GET (270, 20)-(350, 60), img%
PUT (10, 80), img%, PSET: PUT (110, 80), img%, PRESET: PUT (210, 80), img%, XOR
LINE (320, 80)-(400, 120), 3, BF: PUT (320, 80), img%, AND: PUT (420, 80), img%, OR
PALETTE 4, 2: PALETTE 10, 6
LOCATE 18, 2: PRINT "SCREEN 8"; POINT(11, 10); POINT(320, 40)
COLOR 11: PRINT " COLOR 11 on palette 0 = 1"
DRAW "BM20,180 C9 R30 U10 H5 G5 D10"
