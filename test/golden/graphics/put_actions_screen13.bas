' Expected image: a derivation, not an oracle run (PC-BASIC's SCREEN 7 stands in for SCREEN 13 elsewhere,
' but has 4-bit pixels, so PRESET there inverts 4 bits, not 8). QBasic rules (QBasic help, PUT (Graphics)
' and "Screen Image Arrays"): in SCREEN 13 GET stores one byte per pixel; PUT PSET copies it, PRESET
' writes NOT byte (255 - a), AND / OR / XOR combine each byte with the pixel already there; PUT without
' an action is XOR. scripts/golden-derive.py replays the lines below on a pixel buffer.
SCREEN 13
FOR i = 0 TO 15: LINE (i * 4, 0)-STEP(3, 9), i * 16 + i, BF: NEXT i
LINE (0, 10)-(31, 19), 40, BF: LINE (32, 10)-(63, 19), 255, BF
DIM a%(700): GET (0, 0)-(63, 19), a%
PUT (100, 30), a%, PRESET
PUT (100, 60), a%, PSET: PUT (100, 60), a%
LINE (200, 30)-(263, 49), 200, BF: PUT (200, 30), a%, AND
LINE (200, 60)-(263, 79), 200, BF: PUT (200, 60), a%, OR
LINE (200, 90)-(263, 109), 170, BF: PUT (200, 90), a%, XOR
PUT (100, 90), a%, PSET: PUT (100, 90), a%, PRESET
