' expected: QB4.5 help "INPUT Statement": several variables take comma-separated values; a quoted
' string may contain commas; blanks around unquoted items are dropped.
INPUT "a, b, c$"; a, b, c$
PRINT a; b; "["; c$; "]"
INPUT s$, t$
PRINT "["; s$; "]["; t$; "]"
