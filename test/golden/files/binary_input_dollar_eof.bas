' expected: QBasic help "INPUT$" (file form) and "EOF": INPUT$(n, #f) reads n bytes; in BINARY
' mode EOF turns true when a read went past the end.
OPEN "E.BIN" FOR OUTPUT AS #1
PRINT #1, "xyz";
CLOSE #1
OPEN "E.BIN" FOR BINARY AS #1
PRINT LOF(1); INPUT$(2, #1); EOF(1)
c$ = " "
GET #1, , c$
PRINT c$; EOF(1)
CLOSE #1
