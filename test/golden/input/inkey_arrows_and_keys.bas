' expected: qbasic-facts.md "Keyboard": scan codes Down 80 "P", Left 75 "K", Right 77 "M", Home 71,
' End 79, PgUp 73, PgDn 81, Ins 82, Del 83; Tab 9, Backspace 8.
n = 0
DO
  k$ = INKEY$
  IF k$ <> "" THEN
    n = n + 1
    IF LEFT$(k$, 1) = CHR$(0) THEN PRINT RIGHT$(k$, 1); ASC(RIGHT$(k$, 1)) ELSE PRINT "c"; ASC(k$)
  END IF
LOOP UNTIL n = 11
