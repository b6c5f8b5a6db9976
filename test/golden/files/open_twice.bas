' Expected output: QBasic 1.1 under DOSBox (the oracle). A file already open may be opened again under
' another number for INPUT, RANDOM or BINARY; for OUTPUT or APPEND that is File already open (55). The
' second number reads the file as it is on disk: the first one's unwritten bytes are not there yet (six
' CHR$(0) in QBasic's file, blanks on the screen).
ON ERROR GOTO failed
GOTO start
failed: PRINT "error"; ERR; "at"; ERL: RESUME NEXT
start:
10 OPEN "A.DAT" FOR BINARY AS #2
20 OPEN "A.DAT" FOR BINARY AS #3
30 OPEN "B.DAT" FOR RANDOM AS #4
40 OPEN "B.DAT" FOR RANDOM AS #5
50 OPEN "C.DAT" FOR OUTPUT AS #6
60 OPEN "C.DAT" FOR OUTPUT AS #7
70 OPEN "C.DAT" FOR INPUT AS #8
80 OPEN "A.DAT" FOR INPUT AS #9
90 OPEN "A.DAT" FOR OUTPUT AS #10
100 OPEN "D.DAT" FOR APPEND AS #11
110 OPEN "D.DAT" FOR BINARY AS #12
120 OPEN "D.DAT" FOR APPEND AS #13
CLOSE #2, #3, #4, #5, #6, #8, #9, #11, #12
a$ = "ABCDEF"
OPEN "E.DAT" FOR BINARY AS #20: PUT #20, , a$
OPEN "E.DAT" FOR BINARY AS #21
b$ = SPACE$(6): GET #21, 1, b$: PRINT "["; b$; "]"; LOF(21)
CLOSE #20, #21
OPEN "E.DAT" FOR BINARY AS #21
GET #21, 1, b$: PRINT "["; b$; "]"; LOF(21)
CLOSE #21
