' bench strings: build a 400-character string with CHR$, then look up each 3-character slice with MID$ and INSTR.
DEFINT A-Z
CONST SIZE = 500 ' bench:size (repetitions)
DIM total AS LONG
v = 1
FOR r = 1 TO SIZE
  s$ = ""
  FOR i = 1 TO 400
    v = (v * 31 + 7) MOD 1021
    s$ = s$ + CHR$(65 + v MOD 26)
  NEXT i
  FOR i = 1 TO 397
    total = total + INSTR(s$, MID$(s$, i, 3))
  NEXT i
NEXT r
PRINT total
PRINT MID$(s$, 101, 30)
