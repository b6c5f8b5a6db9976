' Expected image: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
LINE (10, 10)-(100, 13), 1
LINE (10, 20)-(13, 100), 2
LINE (100, 30)-(10, 45), 3
LINE (30, 100)-(20, 30), 4
LINE (150, 150)-(50, 190), 5
LINE (200, 10)-(300, 110), 6
LINE (300, 120)-(200, 190), 7
LINE (250, 150)-(250, 150), 8
LINE (120, 60)-(140, 60), 9
LINE (130, 50)-(130, 70), 10
PSET (160, 100), 11: LINE -(180, 140), 12: LINE -STEP(-30, 7), 13: LINE STEP(5, 5)-STEP(10, -20), 14
FOR a = 0 TO 15: LINE (230, 60)-STEP(30 - a * 4, -40 + a * 2), a: NEXT a
