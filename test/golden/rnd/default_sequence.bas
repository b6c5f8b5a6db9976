' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
FOR i = 1 TO 6
  PRINT RND;
NEXT
PRINT
