' expected: PC-BASIC 2.0 run of this listing: after RESUME re-runs a failing statement, or RESUME NEXT
' continues in the middle of its line, ERL names that line again, not the handler's last line number.
ON ERROR GOTO 900
n = 0
10 PRINT "line 10"
20 x = SQR(n - 5)
30 PRINT "after"; ERL
40 GOSUB 70
50 PRINT "back"; ERL
60 END
70 y = 1: y = SQR(-1): PRINT "mid"; ERL: y = SQR(-1)
80 RETURN
900 PRINT "ERL"; ERL; "ERR"; ERR
910 n = n + 1
920 IF n < 2 THEN RESUME
930 RESUME NEXT
