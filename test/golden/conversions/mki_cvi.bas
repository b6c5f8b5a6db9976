' expected: qbasic-facts.md "Numbers": CVI/MKI$ are little-endian: CVI(CHR$(0) + CHR$(72)) = 18432
' = &H4800. Cross-checked with PC-BASIC 2.0 and QB64-PE.
a$ = MKI$(18432)
PRINT LEN(a$); ASC(LEFT$(a$, 1)); ASC(RIGHT$(a$, 1))
PRINT CVI(CHR$(0) + "H"); CVI("AB"); CVI(MKI$(-1)); CVI(MKI$(-32768))
b$ = MKI$(-1)
PRINT ASC(b$); ASC(MID$(b$, 2))
