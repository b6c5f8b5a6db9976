' expected: QBasic help "VARPTR$": returns a 3-byte string (type byte + 2-byte address) for DRAW
' and PLAY; the first byte is the variable type (2 = INTEGER, 3 = STRING).
n% = 5
a$ = "x"
v$ = VARPTR$(n%)
w$ = VARPTR$(a$)
PRINT LEN(v$); ASC(v$); LEN(w$); ASC(w$)
