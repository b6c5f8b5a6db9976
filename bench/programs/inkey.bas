' bench inkey: a key-polling loop as games write it (no key is ever pressed).
DEFINT A-Z
CONST SIZE = 3000 ' bench:size (thousands of polls)
DIM n AS LONG
DO
  k$ = INKEY$
  IF k$ <> "" THEN
    c = c + 1
  END IF
  n = n + 1
LOOP UNTIL n >= SIZE * 1000&
PRINT n; c
