' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 1 (the same mode), with the VGA ROM fonts PC-BASIC ships (byte for byte
' shared/reference's); scripts/pcbasic-golden.py.
' COLOR background, palette (QBasic help, COLOR): QBasic 1.1 on a VGA shows the low-intensity sets
' (PC-BASIC shows the high-intensity ones).
SCREEN 1
COLOR 4, 1
LINE (10, 10)-(100, 60), 1, B: LINE (10, 10)-(100, 60), 2
CIRCLE (160, 40), 30, 3: PAINT (160, 40), 2, 3
LINE (200, 10)-(300, 60), 3, B: PAINT (250, 30), CHR$(&H1B) + CHR$(&HE4), 3
DIM img%(2000): GET (140, 20)-(180, 60), img%
PUT (10, 80), img%, PSET: PUT (60, 80), img%, PRESET: PUT (110, 80), img%, XOR
LINE (160, 80)-(200, 120), 1, BF: PUT (160, 80), img%, AND: PUT (210, 80), img%, OR
LOCATE 18, 2: PRINT "SCREEN 1, COLOR 4, 1"; POINT(20, 11); POINT(160, 40)
COLOR 1, 0: LOCATE 20, 2: PRINT "COLOR 1, 0: palette 0 on blue"
DRAW "BM20,180 C2 R30 U10 H5 G5 D10"
