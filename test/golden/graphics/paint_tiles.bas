' Expected image: Microsoft QBasic 1.1 itself (the German build of QBASIC.EXE) under DOSBox 0.74,
' captured by DOSBox at the end of the run (issue 36: LINE and CIRCLE were measured against it).
' Expected stdout: PC-BASIC 2.0.8 (commit 6a3a035b, GW-BASIC semantics) running these lines
' in its SCREEN 7 (the same mode), with the VGA ROM fonts PC-BASIC ships (byte for byte
' shared/reference's); scripts/pcbasic-golden.py.
' SCREEN 7 tiles hold one byte per plane per row (KB Q44034); the third string is PAINT's background.
SCREEN 7
t$ = CHR$(&HFF) + CHR$(0) + CHR$(0) + CHR$(0) + CHR$(0) + CHR$(&HFF) + CHR$(0) + CHR$(0)
LINE (10, 10)-(100, 60), 14, B: PAINT (50, 30), t$, 14
r$ = CHR$(0) + CHR$(0) + CHR$(&HFF) + CHR$(0): b$ = CHR$(&HFF) + CHR$(0) + CHR$(0) + CHR$(0)
LINE (120, 10)-(210, 60), 14, B: PAINT (150, 20), 4, 14: PAINT (150, 20), r$ + b$, 14
LINE (220, 10)-(310, 60), 14, B: PAINT (250, 20), 4, 14: PAINT (250, 20), r$ + b$, 14, r$
u$ = CHR$(&H81) + CHR$(&H42) + CHR$(&H24) + CHR$(&H18)
CIRCLE (60, 130), 40, 15: PAINT (60, 130), u$ + u$ + u$ + u$, 15
CIRCLE (160, 130), 40, 2: CIRCLE (160, 130), 20, 2: PAINT (160, 100), 9, 2
PAINT (160, 130), CHR$(&H55) + CHR$(&HAA) + CHR$(&H55), 2
LINE (220, 90)-(310, 180), 11, B: LINE (221, 91)-(309, 179), 10, BF: LINE (240, 110)-(290, 160), 11, B
PAINT (265, 135), 13, 11: PAINT (225, 95), 1, 11: LINE (250, 120)-(280, 150), 12, B: PAINT (265, 135), 12
