' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' The image before issue 36: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
DRAW "BM10,10 C1 R20 D20 L20 U20"
DRAW "BM50,10 C2 E10 F10 G10 H10"
DRAW "BM100,30 C3 S8 R5 D5 S2 R5 S4"
DRAW "BM150,30 C4 A1 U10 R10 A2 U5 A3 R7 A0"
DRAW "BM200,30 C5 TA30 R20 TA45 U10 TA-60 L15 TA0"
DRAW "BM10,60 C6 M+10,-5 M30,70 NU10 BR5 R5"
DRAW "BM60,60 C7 R10 D10 L10 U10 BF3 P2,7"
DRAW "BM100,80 C9 S1 R1R1R1R1R1R1R1R1 S3 D1D1D1D1D1 S4 U-3 H-2 L-2"
DRAW "BM150,80 C10 S12 A1 E2 A3 F2 A2 G1 S4 A0"
DRAW "BM250,80 C11 TA10 E10 TA100 F7 TA200 G9 TA350 H5 TA0 ; R0"
DRAW "BM20,150 C12 S6 A1 R7 A2 R7 A3 R7 A0 R7 S4"
DRAW "BM100,150 C13 S5 TA33 U10 R10 D10 L10 TA0 S4"
PSET (200, 150), 14: DRAW "R10 ND10 E5"
