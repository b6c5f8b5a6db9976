' bench strbuild: strings built a piece at a time, as listings build lines: CHR$ and LTRIM$(STR$(...))
' appended in a loop, a separator every tenth piece, then LEN, INSTR and ASC(MID$(...)) on the result.
CONST SIZE = 1500 ' bench:size (lines)
FOR r = 1 TO SIZE
  s$ = ""
  FOR i = 1 TO 120
    s$ = s$ + CHR$(65 + (i * 7 + r) MOD 26)
    IF i MOD 10 = 0 THEN s$ = s$ + "," + LTRIM$(STR$(i + r))
  NEXT i
  t = t + LEN(s$) + INSTR(s$, "," + LTRIM$(STR$(r + 60))) + ASC(MID$(s$, r MOD 100 + 1, 1))
NEXT r
PRINT t
