' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' Every value is in [0, 1).
ok = -1
FOR i = 1 TO 1000
  r = RND
  IF r < 0 OR r >= 1 THEN ok = 0
NEXT
PRINT ok
RANDOMIZE 1
FOR i = 1 TO 5
  PRINT INT(RND * 100);
NEXT
PRINT
