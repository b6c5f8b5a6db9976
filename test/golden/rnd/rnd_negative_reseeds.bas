' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' RND(n), n < 0, reseeds from the bits of n as a SINGLE, so the same n gives the same value.
PRINT RND(-1); RND(-1); RND; RND
PRINT RND(-5); RND; RND(-2.5); RND
