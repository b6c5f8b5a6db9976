' expected: QBasic help "OPEN": APPEND (and OUTPUT) create a missing file.
OPEN "NEW.TXT" FOR APPEND AS #2
PRINT #2, "made"
CLOSE #2
OPEN "NEW.TXT" FOR INPUT AS #2
LINE INPUT #2, t$
PRINT t$; LOF(2)
CLOSE #2
