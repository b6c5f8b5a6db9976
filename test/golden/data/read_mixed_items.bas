' expected: QBasic help "DATA": quoted strings keep commas and spaces, unquoted strings lose their
' leading and trailing blanks, an empty item reads as 0 or "". PC-BASIC 2.0 agrees.
DATA 1, "a, b ",  abc  , , 3.5
DATA -7, &H10, 1E3, "", x y
READ n, s$, t$, e$, m
PRINT n; "["; s$; "]["; t$; "]["; e$; "]"; m
READ a, b, c, q$, r$
PRINT a; b; c; "["; q$; "]["; r$; "]"
