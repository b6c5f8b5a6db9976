' bench life: Conway's Life as listings write it: no DEFINT (SINGLE counters and cells), two 40x40 boards
' with a border, the neighbour count as one sum of eight elements, an IF with OR and AND, a copy loop.
CONST SIZE = 20 ' bench:size (generations)
DIM g(41, 41), h(41, 41)
FOR y = 1 TO 40
  FOR x = 1 TO 40
    IF ((x * 37 + y * 91) MOD 7) < 3 THEN g(x, y) = 1
  NEXT x
NEXT y
FOR gen = 1 TO SIZE
  FOR y = 1 TO 40
    FOR x = 1 TO 40
      n = g(x - 1, y - 1) + g(x, y - 1) + g(x + 1, y - 1) + g(x - 1, y) + g(x + 1, y) + g(x - 1, y + 1) + g(x, y + 1) + g(x + 1, y + 1)
      IF n = 3 OR (n = 2 AND g(x, y) = 1) THEN h(x, y) = 1 ELSE h(x, y) = 0
    NEXT x
  NEXT y
  FOR y = 1 TO 40
    FOR x = 1 TO 40
      g(x, y) = h(x, y)
    NEXT x
  NEXT y
NEXT gen
FOR y = 1 TO 40
  FOR x = 1 TO 40
    c = c + g(x, y) * (x + y)
  NEXT x
NEXT y
PRINT c
