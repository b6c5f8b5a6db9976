' expected: QB45 help, "CHAIN Statement": the COMMON variables of the two programs must agree in type,
' position by position (Type mismatch otherwise); a program file that is not there is File not found,
' which ON ERROR can trap like any other error.
COMMON n%
ON ERROR GOTO Missing
CHAIN "NOFILE"
OPEN "OTHER.BAS" FOR OUTPUT AS #1
PRINT #1, "COMMON s$"
PRINT #1, "PRINT s$"
CLOSE #1
CHAIN "OTHER"
PRINT "not reached"
END

Missing:
PRINT "error"; ERR
RESUME NEXT
