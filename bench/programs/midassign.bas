' bench midassign: MID$ statements overwrite a fixed buffer in place; ASC(MID$(...)) reads it back.
DEFINT A-Z
CONST SIZE = 3000 ' bench:size (repetitions)
DIM total AS LONG
buf$ = SPACE$(200)
FOR r = 1 TO SIZE
  FOR i = 1 TO 198
    MID$(buf$, i, 3) = CHR$(65 + (i + r) MOD 26) + "xy"
  NEXT i
  FOR i = 1 TO 200 STEP 7
    total = total + ASC(MID$(buf$, i, 1))
  NEXT i
NEXT r
PRINT total
PRINT LEFT$(buf$, 30)
