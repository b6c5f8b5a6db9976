' expected: QBasic help "INPUT$": INPUT$(n) waits for n keys and returns them without echo.
a$ = INPUT$(3)
PRINT "["; a$; "]"
b$ = INPUT$(1)
PRINT ASC(b$)
