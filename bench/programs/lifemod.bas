' bench lifemod: Conway's Life on a 60 x 40 torus as listings write it: no DEFINT (SINGLE counters and
' cells), neighbours summed in FOR dy / FOR dx loops with MOD subscripts that wrap, an IF with OR and AND.
CONST SIZE = 60 ' bench:size (generations)
DIM g(59, 39), h(59, 39)
FOR y = 0 TO 39
  FOR x = 0 TO 59
    IF ((x * 37 + y * 91) MOD 7) < 3 THEN g(x, y) = 1
  NEXT x
NEXT y
FOR gen = 1 TO SIZE
  FOR y = 0 TO 39
    FOR x = 0 TO 59
      n = 0
      FOR dy = -1 TO 1
        FOR dx = -1 TO 1
          IF dx <> 0 OR dy <> 0 THEN n = n + g((x + dx + 60) MOD 60, (y + dy + 40) MOD 40)
        NEXT dx
      NEXT dy
      IF n = 3 OR (n = 2 AND g(x, y) = 1) THEN h(x, y) = 1 ELSE h(x, y) = 0
    NEXT x
  NEXT y
  FOR y = 0 TO 39
    FOR x = 0 TO 59
      g(x, y) = h(x, y)
    NEXT x
  NEXT y
NEXT gen
FOR y = 0 TO 39
  FOR x = 0 TO 59
    c = c + g(x, y) * (x + y)
  NEXT x
NEXT y
PRINT c
