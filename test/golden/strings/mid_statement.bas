' expected: QBasic help "MID$ Statement": replaces characters in place, never changes the length;
' the optional length limits how many are replaced. Cross-checked with PC-BASIC 2.0 and QB64-PE.
a$ = "abcdef"
MID$(a$, 2, 3) = "XYZ12"
PRINT a$
MID$(a$, 5) = "123456"
PRINT a$
MID$(a$, 1) = "Q"
PRINT a$
MID$(a$, 3, 1) = ""
PRINT a$; LEN(a$)
