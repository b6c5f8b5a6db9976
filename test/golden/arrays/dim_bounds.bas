' expected: QBasic help "DIM": DIM a(lo TO hi) sets both bounds; DIM a(n) is 0 TO n; numeric
' elements start at 0 and string elements at "".
DIM a(1 TO 10), b(-2 TO 2) AS INTEGER, c(3), s$(2)
PRINT LBOUND(a); UBOUND(a); LBOUND(b); UBOUND(b); LBOUND(c); UBOUND(c)
FOR i = -2 TO 2: b(i) = i * i: NEXT
PRINT b(-2); b(0); b(2); a(10); "["; s$(1); "]"
