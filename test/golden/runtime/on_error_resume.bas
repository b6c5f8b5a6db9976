' expected: QB4.5 help, "ON ERROR Statement", "RESUME Statement", "ERR, ERL Functions": the handler
' sees ERR (11 = Division by zero, 9 = Subscript out of range) and ERL, the last line number executed;
' RESUME NEXT continues after the failing statement, RESUME retries it, RESUME label jumps.
ON ERROR GOTO Handler
DIM a(5)
10 x = 1 / 0
PRINT "after 1"
20 y = a(7)
PRINT "after 2"
d = 0
30 PRINT 10 \ d
PRINT "after 3"
ERROR 200
PRINT "after 4"
END
Handler:
PRINT "error"; ERR; "at line"; ERL
IF ERR = 11 AND ERL = 30 THEN d = 5: RESUME
IF ERR = 200 THEN RESUME Done
RESUME NEXT
Done:
PRINT "done"
