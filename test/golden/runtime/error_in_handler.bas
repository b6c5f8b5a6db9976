' expected: QB4.5 help, "ON ERROR Statement": an error while the handler is running is not trapped;
' the program stops with that error.
ON ERROR GOTO Trap
ERROR 6
PRINT "not reached"
Trap:
PRINT "trap"; ERR
x% = 32767
x% = x% + 1
RESUME NEXT
