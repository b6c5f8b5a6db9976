' expected: IBM PC AT Technical Reference (BIOS data area): the keyboard buffer is 16 two-byte slots from
' 40:1Eh to 40:3Dh, each key stored as its character (low byte) then its scan code (high byte), the
' character 0 for an extended key (F1: scan code 3Bh); 40:80h and 40:82h hold where the buffer starts
' and ends (1Eh and 3Eh); the head at 40:1Ah points at the next key to read, the tail at 40:1Ch after the
' last one stored. A key typed while the program polls the tail waits there until INKEY$ takes it.
DEF SEG = &H40
PRINT "start"; PEEK(&H80); "end"; PEEK(&H82)
DO: LOOP WHILE PEEK(&H1A) = PEEK(&H1C)
h = PEEK(&H1A): t = PEEK(&H1C)
PRINT "keys"; (t - h) \ 2
PRINT "char"; PEEK(h); "scan"; PEEK(h + 1)
k$ = INKEY$
PRINT "read "; k$; PEEK(&H1A) = PEEK(&H1C)
DO: LOOP WHILE PEEK(&H1A) = PEEK(&H1C)
h = PEEK(&H1A)
PRINT "char"; PEEK(h); "scan"; HEX$(PEEK(h + 1))
k$ = INKEY$
PRINT "extended"; ASC(MID$(k$, 2))
DEF SEG
