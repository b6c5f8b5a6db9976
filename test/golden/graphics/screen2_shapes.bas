' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 2 (the same mode), with the VGA ROM fonts PC-BASIC ships (byte for byte
' shared/reference's); scripts/pcbasic-golden.py.
SCREEN 2
LINE (10, 10)-(200, 60), 1, B: LINE (10, 10)-(200, 60), 1
CIRCLE (320, 40), 60, 1: PAINT (320, 40), CHR$(&HAA) + CHR$(&H55), 1
LINE (420, 10)-(630, 60), 1, BF: LINE (440, 20)-(610, 50), 0, B, &HF0F0
DIM img%(2000): GET (270, 15)-(370, 65), img%
PUT (10, 80), img%, PSET: PUT (130, 80), img%, PRESET: PUT (250, 80), img%, XOR
LINE (370, 80)-(470, 130), 1, BF: PUT (370, 80), img%, AND: PUT (490, 80), img%, OR
LOCATE 19, 2: PRINT "SCREEN 2: 640x200, two colours"; POINT(11, 10); POINT(12, 11)
CIRCLE (550, 170), 40, 1, , , .3: PRESET (550, 170): DRAW "BM20,180 C1 R50 U10 H5 G5 D10"
