' expected: QBasic help "LOF": the file length in bytes; an OUTPUT file is created empty.
OPEN "EMPTY.TXT" FOR OUTPUT AS #1
PRINT LOF(1)
CLOSE #1
OPEN "EMPTY.TXT" FOR INPUT AS #1
PRINT LOF(1); EOF(1)
CLOSE #1
