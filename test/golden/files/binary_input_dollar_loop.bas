' expected: real QBasic 1.1 (run under DOSBox) prints this; QB4.5 help "EOF": for BINARY files EOF is
' true once a read could not get all it asked for; INPUT$(n, #f) on such a file returns the bytes that
' are left, so the common copy loop below ends. A read that stops exactly at the end leaves EOF false.
' On a RANDOM file INPUT$ of more than the record length is error 50, FIELD overflow.
ON ERROR GOTO trouble
OPEN "LOOP.BIN" FOR OUTPUT AS #1
PRINT #1, "abcdefg";
CLOSE #1
OPEN "LOOP.BIN" FOR BINARY AS #1
DO WHILE NOT EOF(1)
  t$ = INPUT$(3, #1)
  PRINT t$; LEN(t$); LOC(1); EOF(1)
LOOP
CLOSE #1
OPEN "LOOP.BIN" FOR BINARY AS #1
t$ = INPUT$(7, #1)
PRINT t$; EOF(1)
CLOSE #1
OPEN "LOOP.BIN" FOR RANDOM AS #1 LEN = 4
t$ = INPUT$(9, #1)
PRINT t$; EOF(1)
CLOSE #1
KILL "LOOP.BIN"
END
trouble:
PRINT "error"; ERR
RESUME NEXT
