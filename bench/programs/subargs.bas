' bench subargs: a SUB called in a loop with three expression arguments (by value) and a LONG accumulator passed by reference.
DECLARE SUB addPoint (x AS INTEGER, y AS INTEGER, w AS INTEGER, acc AS LONG)
CONST SIZE = 100 ' bench:size (repetitions of 1000 SUB calls)
DIM r AS INTEGER, i AS INTEGER, acc AS LONG
FOR r = 1 TO SIZE
  FOR i = 0 TO 999
    addPoint i MOD 320, (i * 7) MOD 200, (i AND 3) + 1, acc
  NEXT i
NEXT r
PRINT acc

SUB addPoint (x AS INTEGER, y AS INTEGER, w AS INTEGER, acc AS LONG)
  acc = (acc + x * w + y) MOD 1000003
END SUB
