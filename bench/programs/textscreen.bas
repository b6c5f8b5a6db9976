' bench textscreen: a text-mode status board as listings draw it, default types: LOCATE at computed
' rows and columns, COLOR per row, PRINT of strings and numbers separated by semicolons.
CONST SIZE = 200 ' bench:size (frames)
CLS
FOR f = 1 TO SIZE
  FOR r = 2 TO 21
    LOCATE r, 3 + (r MOD 4) * 2
    COLOR (r + f) MOD 15 + 1
    PRINT "Item"; r; "=";
    PRINT STRING$(r MOD 8 + 1, "*"); (r * f) MOD 97
  NEXT r
NEXT f
COLOR 7
