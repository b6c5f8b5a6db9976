' expected: QB4.5 help, "ERR, ERL Functions": ERL is the number of the line where the error happened, or
' the last numbered line before it; 0 when the program has no line numbers before the error.
ON ERROR GOTO h
x% = 32767 + 1
PRINT "done"
END
h:
PRINT ERR; ERL
RESUME NEXT
