' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
VIEW (10, 10)-(100, 80), 1, 2
CIRCLE (20, 20), 30, 4: LINE (0, 0)-(60, 50), 5: PSET STEP(3, 3), 6: DRAW "C7 R20 D10"
VIEW SCREEN (150, 20)-(300, 150), 3
LINE (150, 20)-(300, 150), 4: CIRCLE (200, 100), 80, 5
VIEW (120, 100)-(310, 190), 0, 0
WINDOW (-10, -10)-(10, 10)
CIRCLE (0, 0), 5, 6: LINE (-10, -10)-(10, 10), 7, B: PSET (3, 3), 8
WINDOW SCREEN (0, 0)-(100, 50)
LINE (10, 10)-(90, 40), 10, B: CIRCLE (50, 25), 20, 11: PAINT (50, 25), 12, 11
VIEW: WINDOW: LINE (0, 190)-(60, 199), 14, BF
