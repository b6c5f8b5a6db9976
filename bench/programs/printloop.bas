' bench printloop: LOCATE and PRINT of a line with numbers, 20 rows a frame (text mode).
DEFINT A-Z
CONST SIZE = 300 ' bench:size (frames)
CLS
FOR f = 1 TO SIZE
  FOR r = 1 TO 20
    LOCATE r, 1
    PRINT "Row"; r; "frame"; f; "value"; (r * f) MOD 1000
  NEXT r
NEXT f
