' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
LINE (20, 20)-STEP(119, 19), 7, BF
DRAW "bm" + STR$(23) + "," + STR$(22) + "c1 bm+0,1ed3gr2"
DRAW "bm" + STR$(33) + "," + STR$(22) + "c2 rfg2dr2"
DRAW "bm" + STR$(43) + "," + STR$(22) + "c4 rfgfgl"
DRAW "bm" + STR$(53) + "," + STR$(22) + "c1 d2r2gd"
DRAW "bm" + STR$(63) + "," + STR$(22) + "c4 bm+2,0l2d2rfgl"
DRAW "bm" + STR$(73) + "," + STR$(22) + "c3 bm+2,0lgd3r2u2l"
DRAW "bm" + STR$(83) + "," + STR$(22) + "c0 r2dgd2"
DRAW "bm" + STR$(93) + "," + STR$(22) + "c8 r2dg2dr2uh2"
CIRCLE (104, 24), 10 \ 3, 0: PAINT (104, 24), 0
LINE (110, 28)-STEP(0, -8), 15: LINE -STEP(8, 0), 15: LINE (119, 21)-STEP(0, 8), 8: LINE -STEP(-8, 0), 8
DRAW "bm " + STR$(113) + "," + STR$(27) + " c0r2h1u4r1 c4r1h-1l2d1r1"
LINE (120, 28)-STEP(0, -8), 15: LINE -STEP(8, 0), 15: LINE (129, 21)-STEP(0, 8), 8: LINE -STEP(-8, 0), 8
DRAW "bm " + STR$(123) + "," + STR$(23) + " c0u1r3d1g2 bm+0,+2 r0"
LINE (20, 30)-STEP(9, 9), 4, B
