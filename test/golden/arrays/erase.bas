' expected: QBasic help "ERASE": a static array is reset to zeros/empty strings; a dynamic array is
' deallocated and must be REDIMed (DIM again) before use.
DIM s(3), t$(2)
s(1) = 5: t$(1) = "x"
ERASE s, t$
PRINT s(1); "["; t$(1); "]"
REDIM d(5)
d(5) = 9
ERASE d
REDIM d(2)
PRINT d(2); UBOUND(d)
