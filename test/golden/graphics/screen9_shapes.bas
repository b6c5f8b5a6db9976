' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 9 (the same mode as ours); attributes coloured by the default EGA palette (= VGA default
' 0-15, scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 9
CIRCLE (100, 100), 80, 1
CIRCLE (320, 175), 150, 2, , , 1
LINE (400, 20)-(630, 340), 3, B
LINE (400, 20)-(630, 340), 4
PAINT (600, 40), 5, 3
DRAW "BM 50,300 C6 R40 A1 R40 A2 R40 A3 R40 A0 TA45 R60"
CIRCLE (500, 250), 40, 7, -1, -4
