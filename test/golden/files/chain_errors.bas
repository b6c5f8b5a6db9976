' expected: QB45 help, "CHAIN Statement": the COMMON variables of the two programs must agree in type,
' position by position (Type mismatch otherwise); a program file that is not there is File not found.
' Both are errors of the CHAIN statement, which ON ERROR can trap like any other.
COMMON n%
ON ERROR GOTO Trouble
CHAIN "NOFILE"
OPEN "OTHER.BAS" FOR OUTPUT AS #1
PRINT #1, "COMMON s$"
PRINT #1, "PRINT s$"
CLOSE #1
CHAIN "OTHER"
PRINT "still here"
ON ERROR GOTO 0
CHAIN "OTHER"
END

Trouble:
PRINT "error"; ERR
RESUME NEXT
