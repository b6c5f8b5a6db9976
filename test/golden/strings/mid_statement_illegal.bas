' expected: QBasic help "MID$ Statement": a start position beyond the string length is an
' "Illegal function call". Column 1 = start of the MID$ statement. PC-BASIC 2.0 agrees.
a$ = "abc"
MID$(a$, 3) = "x"
PRINT a$
MID$(a$, 4) = "y"
PRINT a$
