' expected: QBasic help "ON ERROR", "ERL" and "RESUME": an error in any statement of a long loop body reaches
' the handler with ERL the line it is on, and RESUME NEXT goes on with the statement after it, in the same
' iteration; the loop's statements run in order every time.
DEFINT A-Z
ON ERROR GOTO handler
DIM t AS LONG
FOR i = 1 TO 4
10 a = i * 2
20 b = a + 1
30 c = 12 \ (i - 2)
40 d = b + c
50 e = d * 1000 * i
60 t = t + e
70 PRINT i; a; b; c; d; e; t
NEXT
i = 0
DO
  i = i + 1
  x$ = x$ + CHR$(64 + i)
  IF i = 3 THEN ERROR 5
  y = y + LEN(x$)
  PRINT i; x$; y
LOOP UNTIL i = 5
END
handler:
PRINT "error"; ERR; "at"; ERL
RESUME NEXT
