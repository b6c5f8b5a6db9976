' expected: qbasic-facts.md "Printing numbers": print zones are 14 columns wide; a comma moves to
' the start of the next zone; a trailing comma keeps the line open. Cross-checked with PC-BASIC 2.0
' (QB64-PE's console output does not pad zones).
PRINT "a", "b", "c"
PRINT 1, -2, 3
PRINT "abcdefghijklmnop", "x"
PRINT "end",
PRINT "same line"
