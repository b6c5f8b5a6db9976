' expected: real QBasic 1.1 (DOSBox, German QBASIC.EXE) printed this, run with its output sent to a file.
' A BINARY GET past the end moves the position only over the bytes the file has: LOC, SEEK, and
' where the next PUT writes (leaving a gap of CHR$(0)) follow from that.
OPEN "G.DAT" FOR BINARY AS #2
a$ = "ABC": PUT #2, , a$
b$ = SPACE$(5): GET #2, 2, b$
PRINT "[" + b$ + "]"; LOC(2); SEEK(2); EOF(2); LOF(2)
i% = 7: GET #2, 3, i%
PRINT i%; LOC(2); SEEK(2); EOF(2)
i% = 7: GET #2, 5, i%
PRINT i%; LOC(2); SEEK(2); EOF(2)
c$ = "XY": PUT #2, , c$
PRINT LOC(2); SEEK(2); LOF(2)
d$ = SPACE$(8): GET #2, 1, d$
PRINT "["; : FOR k = 1 TO 8: PRINT ASC(MID$(d$, k, 1)); : NEXT: PRINT "]"; LOC(2); SEEK(2)
d$ = SPACE$(3): GET #2, 20, d$
PRINT LOC(2); SEEK(2); EOF(2)
CLOSE #2
KILL "G.DAT"
