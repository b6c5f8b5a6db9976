' expected: a BSAVE file is a 7-byte header (FDh, then the segment, offset and length as little-endian
' words) and the bytes (PC-BASIC 2.0.8, machine.py and devices.py, writes and reads this format); an
' INTEGER is two bytes, low byte first, at VARPTR in the VARSEG segment (x86 memory, QB45 help "VARPTR,
' VARSEG"); BLOAD without an offset loads where the file was saved from, with one at that offset in the
' DEF SEG segment; SCREEN 13's pixels are the bytes at A000:0 (one per pixel, row by row).
DEFINT A-Z
DIM a(3)
a(0) = 258: a(1) = -2: a(2) = 4660: a(3) = 7
DEF SEG = VARSEG(a(0))
PRINT PEEK(VARPTR(a(0))); PEEK(VARPTR(a(0)) + 1); PEEK(VARPTR(a(1))); PEEK(VARPTR(a(1)) + 1)
BSAVE "WORDS.DAT", VARPTR(a(1)), 4
OPEN "WORDS.DAT" FOR BINARY AS #1
h$ = INPUT$(LOF(1), #1)
CLOSE #1
PRINT LEN(h$); HEX$(ASC(h$));
FOR i = 6 TO 11: PRINT ASC(MID$(h$, i, 1)); : NEXT: PRINT
DIM b(5)
DEF SEG = VARSEG(b(0))
BLOAD "WORDS.DAT", VARPTR(b(3))
PRINT b(2); b(3); b(4); b(5)
a(1) = 0: a(2) = 0
DEF SEG = VARSEG(a(0))
BLOAD "WORDS.DAT"
PRINT a(0); a(1); a(2); a(3)
SCREEN 13
PSET (0, 0), 9: PSET (319, 199), 12: PSET (10, 1), 5
DEF SEG = &HA000
BSAVE "SCREEN.BSV", 0, 64000
CLS
PRINT POINT(0, 0); POINT(319, 199); POINT(10, 1);
BLOAD "SCREEN.BSV"
PRINT POINT(0, 0); POINT(319, 199); POINT(10, 1); PEEK(330)
DEF SEG
BLOAD "NOTHERE.DAT"
