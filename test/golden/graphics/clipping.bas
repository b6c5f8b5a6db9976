' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect, with the VGA ROM font PC-BASIC
' ships (byte for byte shared/reference's); scripts/pcbasic-golden.py.
' Only level or upright lines leave the screen: PC-BASIC clamps an off-screen end to the edge, which
' bends sloped lines (see src/graphics/surface.ts); lines crossing a VIEW edge are clipped in both.
SCREEN 13
LINE (-20, -20)-(30, 30), 5, BF: LINE (300, 180)-(400, 260), 6, BF
CIRCLE (0, 0), 30, 1: CIRCLE (319, 199), 40, 2: CIRCLE (160, -10), 30, 3: CIRCLE (330, 60), 20, 4
LINE (-50, 100)-(400, 100), 7: LINE (50, -10)-(50, 250), 9
PSET (-5, -5), 10: PSET (400, 400), 10: PSET (319, 0), 10: PRESET (-1, 199)
LINE (250, 150)-(350, 250), 11, B: LINE (-30, 120)-(20, 140), 12, B
VIEW (100, 50)-(220, 150), 8, 14
LINE (-20, 10)-(150, 80), 15: LINE (0, 0)-(119, 100), 13: CIRCLE (60, 50), 70, 12: CIRCLE (0, 100), 30, 11
CIRCLE (60, 50), 20, 10: PAINT (60, 50), 1, 10: PAINT (110, 5), 2, 12
DRAW "BM60,50 C4 U80 R30 D200 L100"
VIEW SCREEN (240, 10)-(310, 80), 0, 15
LINE (200, 0)-(319, 100), 10: CIRCLE (240, 10), 25, 9: PSET (100, 100), 4: LINE (230, 40)-(320, 40), 14
