' expected: PC-BASIC 2.0 run of this listing (GW-BASIC and QBasic share the single-line IF: everything
' after THEN / ELSE up to the line end is the branch, an empty first statement included; a line number
' after THEN or ELSE is a GOTO, QB45 help "IF...THEN...ELSE Statement").
10 X = 1
20 IF X = 1 THEN :PRINT "a1":PRINT "a2"
30 IF X = 2 THEN :PRINT "b1":PRINT "b2"
40 IF X = 2 THEN PRINT "c1" ELSE :PRINT "c2":PRINT "c3"
50 IF X = 1 THEN 100 ELSE 200
100 PRINT "at 100"
110 IF X = 2 THEN 200 ELSE 300
200 PRINT "at 200"
300 PRINT "at 300"
310 IF X = 1 GOTO 400 ELSE 200
400 IF X = 2 THEN PRINT "no" ELSE 500
500 IF X = 1 THEN PRINT "d1" :ELSE PRINT "d2"
510 IF X = 1 THEN : ELSE PRINT "e"
520 PRINT "end"
