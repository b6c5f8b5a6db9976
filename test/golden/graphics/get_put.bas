' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
DIM sprite%(500)
CIRCLE (20, 20), 10, 4: PAINT (20, 20), 14, 4: LINE (10, 10)-(30, 30), 2, B
GET (10, 10)-(30, 30), sprite%
PUT (50, 10), sprite%, PSET
LINE (90, 10)-(130, 50), 9, BF
PUT (90, 10), sprite%
PUT (110, 30), sprite%, XOR
LINE (200, 10)-(240, 50), 5, BF: PUT (200, 10), sprite%, AND: PUT (220, 30), sprite%, OR
PUT (50, 100), sprite%: PUT (50, 100), sprite%
