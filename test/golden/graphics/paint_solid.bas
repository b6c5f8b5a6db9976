' Expected image: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
CIRCLE (100, 100), 50, 4: LINE (60, 60)-(140, 140), 4, B: PAINT (100, 100), 2, 4
LINE (200, 20)-(300, 180), 1, B: LINE (200, 20)-(300, 180), 1: PAINT (290, 30), 3, 1: PAINT (210, 170), 5, 1
CIRCLE (30, 30), 20, 7: PAINT (30, 30), 7
CIRCLE (30, 170), 20, 9: PSET (30, 170), 9: PAINT (25, 170), 10, 9
LINE (150, 10)-(180, 40), 11, B: PAINT (150, 10), 12, 11
LINE (5, 60)-(50, 90), 13, B: LINE (20, 60)-(20, 90), 14: PAINT (10, 70), 15, 13
