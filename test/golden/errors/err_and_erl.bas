' expected: qbasic-facts.md "Errors": ERR gives the code, ERL the last line number before the
' error (QBasic help "ERR, ERL"); RESUME NEXT continues after the failing statement.
10 ON ERROR GOTO 100
20 x = 0
30 y = 1 / x
40 PRINT "resumed"
50 z$ = MID$("a", 0)
60 PRINT "end"
70 END
100 PRINT "error"; ERR; "at"; ERL
110 RESUME NEXT
