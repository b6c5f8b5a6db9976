' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' The low byte of the old seed survives RANDOMIZE, so repeating RANDOMIZE 1 does not repeat.
FOR k = 1 TO 3
  RANDOMIZE 1
  PRINT RND; RND; RND
NEXT
