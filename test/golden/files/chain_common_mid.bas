' expected: QB45 help, "CHAIN Statement" and "MID$ Statement": a COMMON string that MID$ statements
' wrote in place is handed on as the string it holds.
COMMON nm$
nm$ = "......"
FOR i = 1 TO 6: MID$(nm$, i, 1) = CHR$(64 + i): NEXT
OPEN "NEXT.BAS" FOR OUTPUT AS #1
PRINT #1, "COMMON who$"
PRINT #1, "PRINT who$; LEN(who$)"
CLOSE #1
CHAIN "NEXT"
