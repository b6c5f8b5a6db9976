' Expected image: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
LINE (10, 10)-(60, 40), 1, B
LINE (70, 40)-(120, 10), 2, BF
LINE (130, 10)-(180, 40), 3, B, &HF0F0
LINE (190, 40)-(240, 10), 4, B, &HAAAA
LINE (10, 60)-(300, 60), 5, , &HFF00
LINE (300, 70)-(10, 70), 6, , &HFF00
LINE (10, 80)-(300, 120), 7, , &HCCCC
LINE (300, 130)-(10, 90), 9, , &H8001
LINE (250, 150)-(200, 190), 10, B, &H1234
LINE (20, 150)-STEP(40, 30), 12, BF
LINE -STEP(30, -20), 13, B
