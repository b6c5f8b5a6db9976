' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' INT(RND * 6) + 1 over the default sequence.
FOR i = 1 TO 12
  PRINT INT(RND * 6) + 1;
NEXT
PRINT
