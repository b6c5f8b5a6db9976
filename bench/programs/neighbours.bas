' bench neighbours: a Minesweeper listing's mine count as such listings write it: DEFINT A-Z, a SUB over
' SHARED 2D boards, FOR dx / FOR dy loops from -1 to 1, a bounds test of four relations joined by AND,
' then a test of the element at (x + dx, y + dy); a LONG checksum.
DECLARE SUB CountAll ()
DEFINT A-Z
CONST SIZE = 60 ' bench:size (passes over the board)
DIM SHARED board(1 TO 30, 1 TO 16), counts(1 TO 30, 1 TO 16)
FOR x = 1 TO 30
  FOR y = 1 TO 16
    IF (x * 7 + y * 13) MOD 5 = 0 THEN board(x, y) = 1
  NEXT y
NEXT x
FOR k = 1 TO SIZE
  CountAll
NEXT k
FOR x = 1 TO 30
  FOR y = 1 TO 16
    t& = t& + counts(x, y) * x
  NEXT y
NEXT x
PRINT t&

SUB CountAll
  FOR x = 1 TO 30
    FOR y = 1 TO 16
      n = 0
      FOR dx = -1 TO 1
        FOR dy = -1 TO 1
          IF x + dx >= 1 AND x + dx <= 30 AND y + dy >= 1 AND y + dy <= 16 THEN
            IF board(x + dx, y + dy) = 1 THEN n = n + 1
          END IF
        NEXT dy
      NEXT dx
      counts(x, y) = n
    NEXT y
  NEXT x
END SUB
