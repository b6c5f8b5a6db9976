' expected: QBasic help "READ": a string variable may read any item, numeric-looking items keep
' their exact text.
DATA 007, 1.50, -0
READ a$, b$, c$
PRINT a$; "|"; b$; "|"; c$
RESTORE
READ x, y, z
PRINT x; y; z
