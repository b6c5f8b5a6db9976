' expected: qbasic-facts.md "Keyboard": INKEY$ gives one character for ordinary keys and CHR$(0) +
' scan code for extended keys (Up = "H" = 72, F1 = 59); CVI of the Up key string is &H4800.
DO
  k$ = INKEY$
  IF k$ <> "" THEN
    IF LEN(k$) = 2 THEN
      PRINT "ext"; ASC(MID$(k$, 2)); CVI(k$) = &H4800
    ELSE
      PRINT "key"; ASC(k$)
    END IF
  END IF
LOOP UNTIL k$ = CHR$(27)
