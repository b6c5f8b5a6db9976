' expected: qbasic-facts.md "Printing numbers": STR$ has the sign column but no trailing space.
PRINT "["; STR$(5); "]["; STR$(-5); "]["; STR$(.5); "]["; STR$(0); "]"
PRINT "["; STR$(1E+07); "]["; STR$(-1# / 3); "]"
PRINT LEN(STR$(123)); LEN(STR$(-123))
