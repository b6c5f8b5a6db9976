' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
CIRCLE (25, 25), 18, 1, 0, 1: CIRCLE (75, 25), 18, 2, 1, 2, 1: CIRCLE (125, 25), 18, 3, 2, 4
CIRCLE (175, 25), 18, 4, 4, 1, 1: CIRCLE (225, 25), 18, 5, 5.5, .5: CIRCLE (275, 25), 18, 6, -1, -2, 1
CIRCLE (25, 75), 18, 7, -.1, -6: CIRCLE (75, 75), 18, 9, 3, 3.1, 1: CIRCLE (125, 75), 18, 10, 6, .2
CIRCLE (175, 75), 18, 11, -3.14159, -6.28, 1: CIRCLE (225, 75), 18, 12, .5, -5: CIRCLE (275, 75), 18, 13, -2, 4, 1
CIRCLE (25, 125), 18, 14, -.7854, -5.4978: CIRCLE (75, 125), 18, 15, 1.5708, 4.7124, 1
CIRCLE (125, 125), 10, 1, -1.5708, -3.1416, 2: CIRCLE (175, 125), 18, 2, 3.1416, 0, .5
CIRCLE (225, 125), 5, 3, -.01, -1.6, 1: CIRCLE (275, 125), 3, 4, -1, -5
CIRCLE (160, 175), 20, 5, -6.2831, -3: PSET STEP(0, 0), 15
