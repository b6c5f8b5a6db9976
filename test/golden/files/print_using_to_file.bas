' expected: QBasic help "PRINT #" (USING): PRINT #n, USING formats like PRINT USING.
OPEN "U.TXT" FOR OUTPUT AS #1
PRINT #1, USING "##.## & "; 3.14159; "pi"; 2.5; "x"
CLOSE #1
OPEN "U.TXT" FOR INPUT AS #1
LINE INPUT #1, t$
PRINT "["; t$; "]"
CLOSE #1
