' expected: QBasic help "UCASE$, LCASE$": only the letters a-z / A-Z change; other codes, including
' accented CP437 letters, are left alone. QB64-PE agrees.
u$ = UCASE$(CHR$(224) + "z" + CHR$(129))
PRINT ASC(u$); MID$(u$, 2, 1); ASC(RIGHT$(u$, 1))
PRINT LCASE$("ABC" + CHR$(142)) = "abc" + CHR$(142)
