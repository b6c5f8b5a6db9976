' expected: QB64-PE's POKE (libqb mem_legacy.cpp stores the value into a byte, with no range check on
' it), which a QBasic flame demo relies on (POKE 64005, -2 into video memory): a value outside 0-255
' stores its low byte, two's complement, in video memory, in a variable's bytes and in text memory.
SCREEN 13
DEF SEG = &HA000
POKE 5, -2
POKE 6, 256 + 7
a = PEEK(5): b = PEEK(6): c = POINT(5, 0): d = POINT(6, 0)
PRINT a; b; c; d
SCREEN 0
n% = 0
DEF SEG = VARSEG(n%)
POKE VARPTR(n%), -1
POKE VARPTR(n%) + 1, 1000
PRINT n%
DEF SEG = &HB800
POKE 0, 321
PRINT PEEK(0); CHR$(PEEK(0))
