' expected: QB4.5 help "INPUT Statement": pressing Enter alone gives 0 for a number and "" for a
' string; surrounding blanks are dropped from unquoted input.
INPUT "n"; n
INPUT "s"; s$
INPUT "t"; t$
PRINT n; "["; s$; "]["; t$; "]"
