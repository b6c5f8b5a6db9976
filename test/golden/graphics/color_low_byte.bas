' Expected output: QBasic 1.1 under DOSBox (the oracle). PSET, PAINT and DRAW's C take any INTEGER colour:
' its low byte, and a byte past the mode's last colour draws in that colour (300 is 44 in SCREEN 13 and 15
' in SCREEN 12; PAINT 258 is 2); 32768 overflows. COLOR 300 is still an Illegal function call.
DIM r$(5)
ON ERROR GOTO failed
GOTO start
failed: r$(m) = r$(m) + " error" + STR$(ERR): RESUME NEXT
start:
FOR m = 1 TO 5
  READ md: SCREEN md
  PSET (10, 10), 300: r$(m) = STR$(md) + STR$(POINT(10, 10))
  PSET (10, 10), 17: r$(m) = r$(m) + STR$(POINT(10, 10))
  PSET (10, 10), -1: r$(m) = r$(m) + STR$(POINT(10, 10))
  PSET (10, 10), -32768: r$(m) = r$(m) + STR$(POINT(10, 10))
  PAINT (100, 100), 258, 300: r$(m) = r$(m) + STR$(POINT(100, 100))
  DRAW "BM20,20 C300 R5": r$(m) = r$(m) + STR$(POINT(22, 20))
  DRAW "BM20,30 C256 R5": r$(m) = r$(m) + STR$(POINT(22, 30))
  CIRCLE (50, 50), 10, 260: r$(m) = r$(m) + STR$(POINT(60, 50))
  PSET (10, 10), 32768
  COLOR 300
NEXT
DATA 13,12,1,2,7
SCREEN 0
FOR m = 1 TO 5: PRINT r$(m): NEXT
