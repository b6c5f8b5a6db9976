' expected: QBasic help "DATE$" (mm-dd-yyyy) and "TIME$" (hh:mm:ss); only the shapes are checked.
d$ = DATE$
t$ = TIME$
PRINT LEN(d$); MID$(d$, 3, 1); MID$(d$, 6, 1); VAL(LEFT$(d$, 2)) >= 1; VAL(RIGHT$(d$, 4)) > 1979
PRINT LEN(t$); MID$(t$, 3, 1); MID$(t$, 6, 1); VAL(LEFT$(t$, 2)) < 24
