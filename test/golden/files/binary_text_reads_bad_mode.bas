' expected: real QBasic 1.1 (run under DOSBox): LINE INPUT # and INPUT # on a file opened FOR BINARY
' are error 54, Bad file mode, and leave the variable as it was.
ON ERROR GOTO trouble
OPEN "BM.TXT" FOR OUTPUT AS #1
PRINT #1, "one"
CLOSE #1
OPEN "BM.TXT" FOR BINARY AS #1
t$ = "old"
LINE INPUT #1, t$
PRINT "line "; t$
INPUT #1, t$
PRINT "item "; t$
CLOSE #1
KILL "BM.TXT"
END
trouble:
PRINT "error"; ERR
RESUME NEXT
