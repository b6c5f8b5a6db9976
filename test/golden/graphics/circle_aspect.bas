' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
CIRCLE (40, 40), 30, 1, , , 1
CIRCLE (120, 40), 30, 2, , , .5
CIRCLE (200, 40), 30, 3, , , 2
CIRCLE (280, 40), 30, 4, , , 1.5
CIRCLE (40, 130), 30, 5, , , .1
CIRCLE (120, 130), 20, 6, , , 3
CIRCLE (200, 130), 25, 7, , , 1.2
CIRCLE (280, 130), 30, 9, , , 0
CIRCLE (40, 185), 10, 10, , , 10
CIRCLE (120, 185), 12, 11, , , .25
CIRCLE (200, 185), 8, 12, , , 4
