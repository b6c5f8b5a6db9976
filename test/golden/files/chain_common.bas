' expected: QB45 help, "CHAIN Statement": CHAIN runs another program, passing the variables listed in
' COMMON (matched by position and type, not by name; arrays too) and leaving files open; ".BAS" is added
' to a name without an extension. "RUN Statement": RUN "file" closes the files and starts that program
' afresh (its variables are new).
COMMON total AS LONG, nm$, a() AS INTEGER
DIM a(3) AS INTEGER
total = 41: nm$ = "first": a(2) = 7
q$ = CHR$(34)
OPEN "PART2.BAS" FOR OUTPUT AS #1
PRINT #1, "COMMON t AS LONG, who$, b() AS INTEGER"
PRINT #1, "PRINT "; q$; "part2 got"; q$; "; t + 1; who$; b(2)"
PRINT #1, "PRINT #2, "; q$; "written by part2"; q$
PRINT #1, "CLOSE #2"
PRINT #1, "OPEN "; q$; "LOG.TXT"; q$; " FOR INPUT AS #2"
PRINT #1, "DO UNTIL EOF(2): LINE INPUT #2, l$: PRINT l$: LOOP"
PRINT #1, "RUN "; q$; "PART3.BAS"; q$
CLOSE #1
OPEN "PART3.BAS" FOR OUTPUT AS #1
PRINT #1, "PRINT "; q$; "part3: t is"; q$; "; t"
PRINT #1, "PRINT LOF(2)"
CLOSE #1
OPEN "LOG.TXT" FOR OUTPUT AS #2
PRINT #2, "written by main"
CHAIN "PART2"
PRINT "not reached"
