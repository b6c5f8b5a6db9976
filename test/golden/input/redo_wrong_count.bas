' expected: QB4.5 help "INPUT Statement": too few or too many values also print "Redo from start"
' (QBasic, unlike GW-BASIC's "?Extra ignored").
INPUT "Two"; a, b
PRINT a + b
