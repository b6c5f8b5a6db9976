' Expected output: the numbers are QBasic 1.1's under DOSBox (the oracle, written to a file there; the first
' line is the text the PRINTs send to stdout). Each page keeps its own text cursor, in SCREEN 0 and in
' graphics modes; switching the active page, even within a mode, brings that page's cursor back, a page
' not yet printed on has its cursor at 1, 1, and PCOPY copies no cursor.
DIM r(12), c(12)
CLS
SCREEN 0, , 1, 0
LOCATE 5, 7: PRINT "a";
SCREEN 0, , 0, 0
r(1) = CSRLIN: c(1) = POS(0)
LOCATE 10, 3: PRINT "bb";
SCREEN 0, , 1, 0
r(2) = CSRLIN: c(2) = POS(0)
PCOPY 0, 2
SCREEN 0, , 2, 0
r(3) = CSRLIN: c(3) = POS(0)
SCREEN 7, 0, 1, 0
LOCATE 5, 7: PRINT "a";
SCREEN 7, 0, 0, 0
r(4) = CSRLIN: c(4) = POS(0)
LOCATE 10, 3: PRINT "bb";
SCREEN 7, 0, 1, 0
r(5) = CSRLIN: c(5) = POS(0)
SCREEN 7, 0, 1, 1
r(6) = CSRLIN: c(6) = POS(0)
SCREEN 7, 0, 0
r(7) = CSRLIN: c(7) = POS(0)
PRINT "xyz";
SCREEN 7, 0, 1
PRINT "pq"
SCREEN 7, 0, 0
r(8) = CSRLIN: c(8) = POS(0)
FOR i = 1 TO 8: PRINT r(i); c(i): NEXT
