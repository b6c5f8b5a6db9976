' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' RANDOMIZE x uses the high 32 bits of x as a DOUBLE.
RANDOMIZE 42
PRINT RND; RND; RND
RANDOMIZE -7
PRINT RND; RND; RND
RANDOMIZE 3.5
PRINT RND; RND
