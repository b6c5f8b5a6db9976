' expected: PC-BASIC 2.0 and QB64-PE's text-mode tab() (libqb.cpp: one space, then spaces up to the
' next column 1 + 14k): a comma always advances, so after an item ending exactly at a zone start the
' next item goes one zone further; a leading comma skips the first zone.
PRINT "abcdefghijklm", "x"
PRINT "abcdefghijklmn", "x"
PRINT , "x"
PRINT 1, , 3
