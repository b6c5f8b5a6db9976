' expected: qbasic-facts.md "Printing numbers" (QB4.5 manual, PRINT Statement Details): a sign
' column (space or -), the digits, one trailing space; a leading zero before the point is dropped.
PRINT 5; -5; 0; 1.5; -.5; 0.25
PRINT "x="; 7; "y="; -7
PRINT 100000; -32768; 2147483647
