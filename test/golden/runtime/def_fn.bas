' expected: QB4.5 help, "DEF FN Statement": single-line and multi-line DEF FN functions; parameters are
' local, other names are the module's variables; EXIT DEF leaves early.
rate = 2
DEF FNtwice (v) = v * rate
DEF FNclamp% (v%)
  FNclamp% = v%
  IF v% > 10 THEN FNclamp% = 10: EXIT DEF
  count = count + 1
END DEF
PRINT FNtwice(4); FNclamp%(3); FNclamp%(50); count
