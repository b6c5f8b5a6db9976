' expected: QBasic help "Fixed-Length String Arrays" / "STRING * n": every element is n characters.
DIM names(1 TO 2) AS STRING * 3
names(1) = "Alexander"
names(2) = "Bo"
PRINT "["; names(1); "]["; names(2); "]"; LEN(names(2))
