' expected: QBasic help "OPEN" (BINARY), "GET #", "PUT #", "SEEK": bytes at a 1-based position;
' an INTEGER takes 2 little-endian bytes, a string as many bytes as its length. QB64-PE agrees.
OPEN "B.BIN" FOR BINARY AS #1
n% = 258
PUT #1, , n%
a$ = "AB"
PUT #1, , a$
PRINT LOF(1); SEEK(1)
SEEK #1, 1
GET #1, , m%
PRINT m%; SEEK(1)
b$ = SPACE$(2)
GET #1, , b$
PRINT b$; LOC(1)
GET #1, 1, c%
PRINT c%
d$ = SPACE$(4)
GET #1, 1, d$
PRINT ASC(d$); ASC(MID$(d$, 2)); MID$(d$, 3)
CLOSE #1
