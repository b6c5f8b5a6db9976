' bench strslice: a comma-separated string built with STR$, split again with INSTR, MID$ and VAL (EXIT DO), LEFT$/RIGHT$/UCASE$.
DEFINT A-Z
CONST SIZE = 320 ' bench:size (repetitions)
DIM total AS LONG
FOR r = 1 TO SIZE
  s$ = ""
  FOR i = 1 TO 100
    s$ = s$ + LTRIM$(STR$(i * r MOD 97)) + ","
  NEXT i
  p = 1
  DO
    q = INSTR(p, s$, ",")
    IF q = 0 THEN EXIT DO
    total = total + VAL(MID$(s$, p, q - p))
    p = q + 1
  LOOP
  u$ = UCASE$(LEFT$(s$, 10)) + RIGHT$(s$, 10)
  total = total + LEN(u$)
NEXT r
PRINT total
PRINT u$
