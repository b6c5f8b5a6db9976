' expected: QB4.5 help "EOF" (BINARY: true once a read could not get what it asked for) as QB64-PE
' implements it for every read (libqb's eof_passed flag, set by GET, INPUT$ and the byte reads of
' LINE INPUT # and INPUT #): a line or item that runs into the end of the file, with no line end or
' comma after it, sets EOF; one followed by its line end does not.
OPEN "BT.TXT" FOR OUTPUT AS #1
PRINT #1, "one"
PRINT #1, "two,3";
CLOSE #1
OPEN "BT.TXT" FOR BINARY AS #1
DO WHILE NOT EOF(1)
  LINE INPUT #1, a$
  PRINT a$; EOF(1)
LOOP
CLOSE #1
OPEN "BT.TXT" FOR BINARY AS #1
DO WHILE NOT EOF(1)
  INPUT #1, a$
  PRINT a$; EOF(1)
LOOP
CLOSE #1
