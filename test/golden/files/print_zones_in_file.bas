' expected: QBasic help "PRINT #": commas and SPC/TAB lay out the file line exactly as on screen.
OPEN "Z.TXT" FOR OUTPUT AS #1
PRINT #1, "a", "b"; TAB(20); "c"; SPC(2); 5
CLOSE #1
OPEN "Z.TXT" FOR INPUT AS #1
LINE INPUT #1, t$
PRINT "["; t$; "]"; LEN(t$)
CLOSE #1
