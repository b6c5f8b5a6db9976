' Expected output: Microsoft QBasic 1.1 under DOSBox (the oracle). SCREEN 13's video memory at A000 is
' the screen's pixels as they are: VIEW and WINDOW neither move nor clip PEEK and POKE, and POKE leaves
' the last point and the colour alone.
SCREEN 13
VIEW (100, 100)-(200, 150)
WINDOW (0, 0)-(10, 10)
DEF SEG = &HA000
PSET (5, 5), 9
POKE 180& * 320 + 20, 12
POKE 120& * 320 + 150, 3
PRINT PEEK(180& * 320 + 20); PEEK(125& * 320 + 150); PEEK(120& * 320 + 150); POINT(0); POINT(1)
WINDOW: VIEW
PRINT POINT(20, 180); POINT(150, 120)
PSET (30, 190)
PRINT PEEK(190& * 320 + 30)
