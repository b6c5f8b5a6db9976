' expected: QB45 help "CALL INTERRUPT Statements": QB.BI defines RegType (ax, bx, cx, dx, bp, si, di,
' flags, all INTEGER: 16 bytes) and RegTypeX (the same plus ds and es: 20 bytes) and declares INTERRUPT
' and INTERRUPTX; a program that includes QB.BI without shipping it gets those definitions.
'$INCLUDE: 'QB.BI'
DIM r AS RegType, rx AS RegTypeX
r.ax = &H100: rx.es = -1
PRINT LEN(r); LEN(rx); r.ax; rx.es
