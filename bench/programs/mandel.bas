' bench mandel: the Mandelbrot set as listings write it: no DEFINT, no suffixes (SINGLE throughout), a
' WHILE whose test joins a sum of squares and an iteration limit with AND, an iteration count per point
' of a 160 x 100 grid summed into a LONG.
CONST SIZE = 99 ' bench:size (last row)
FOR py = 0 TO SIZE
  FOR px = 0 TO 159
    x0 = px / 50 - 2: y0 = py / 50 - 1
    x = 0: y = 0: it = 0
    WHILE x * x + y * y < 4 AND it < 40
      xt = x * x - y * y + x0
      y = 2 * x * y + y0
      x = xt
      it = it + 1
    WEND
    c& = c& + it
  NEXT px
NEXT py
PRINT c&
