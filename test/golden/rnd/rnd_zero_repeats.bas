' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' RND(0) repeats the last value; RND(n) with n > 0 is the next value.
a = RND
PRINT a; RND(0); RND(0)
PRINT RND; RND(1); RND(5)
