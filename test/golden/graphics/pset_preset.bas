' Expected image: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC geometry) running these lines in its
' SCREEN 7, which has SCREEN 13's 320x200 size and 4:3 aspect; attributes coloured by the VGA default
' palette (scripts/pcbasic-golden.py). PC-BASIC's Bresenham, midpoint circle/ellipse and DRAW match
' QBasic's documented rules; see src/graphics for where we depart from it (off-screen clipping).
SCREEN 13
PSET (0, 0), 4: PSET (319, 199), 2: PSET (319, 0): PRESET (160, 100)
FOR i = 0 TO 15: PSET (10 + i * 3, 20), i: NEXT i
PSET STEP(5, 5), 14: PSET STEP(-2, 7), 9: PRESET STEP(0, 1)
FOR i = 0 TO 30: PSET (100 + i, 50 + i \ 2), 1 + i MOD 15: NEXT i
