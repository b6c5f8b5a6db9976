' expected: QB4.5 help "PRINT USING Statement Details": ! prints the first character, \ n spaces \
' prints 2 + n characters left-justified and padded, & prints the whole string. PC-BASIC 2.0 agrees.
a$ = "LOOK": b$ = "OUT"
PRINT USING "!"; a$; b$
PRINT USING "\  \"; a$; b$
PRINT USING "\   \"; a$; b$; "!!"
PRINT USING "\\"; "abc"
PRINT USING "&"; a$; b$
PRINT USING "[&]"; ""
