' expected: QBasic help "IF...THEN...ELSE": THEN or ELSE followed by a line number jumps there;
' IF ... GOTO line also jumps.
10 x = 2
20 IF x = 2 THEN 50
30 PRINT "skipped"
40 END
50 PRINT "at 50"
60 IF x = 3 THEN 30 ELSE 80
70 PRINT "skipped too"
80 IF x GOTO 100
90 PRINT "not here"
100 PRINT "at 100"
