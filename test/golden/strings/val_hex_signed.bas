' expected: VAL reads &H like a hex constant, so 4 hex digits with the top bit set are a negative
' INTEGER: VAL("&HAB34") = 43828 - 65536 = -21708 (QBasic forum thread "Why will Val("&H") sometimes
' return a negative value?", network54 QBasic board, 2012; PC-BASIC 2.0 prints -21708 and -1).
' QB64-PE returns 65535 (a QB64 bug acknowledged on its forum). More digits make a LONG, as for
' hex literals (qbasic-facts.md "Numbers").
PRINT VAL("&HAB34"); VAL("&HFFFF"); VAL("&H7FFF"); VAL("&H10000"); VAL("&HFFFFFFFF")
