' expected: QBasic programs read the BIOS keyboard flags at 0:417 (bit 5 = Num Lock) and write video
' memory at A000:0 in SCREEN 13 (one byte per pixel, 320 a row: QBasic help "SCREEN modes", VGA mode 13h).
SCREEN 13
DEF SEG = 0
flags = PEEK(&H417)
POKE &H417, flags OR 64
PRINT (PEEK(&H417) AND 64) > 0
DEF SEG = &HA000
POKE 50 * 320 + 100, 14
PRINT POINT(100, 50)
PSET (200, 60), 3
PRINT PEEK(60& * 320 + 200)
