' expected: PC-BASIC 2.0 run of this listing: INPUT # and LINE INPUT # end a line at a bare line feed
' too, so files written on Unix read line by line.
OPEN "LF.TXT" FOR OUTPUT AS #1
PRINT #1, "one,2"; CHR$(10); "three four"; CHR$(10); "last";
CLOSE #1
OPEN "LF.TXT" FOR INPUT AS #1
INPUT #1, a$, b
PRINT a$; b
LINE INPUT #1, c$
PRINT "["; c$; "]"
LINE INPUT #1, d$
PRINT "["; d$; "]"; EOF(1)
CLOSE #1
