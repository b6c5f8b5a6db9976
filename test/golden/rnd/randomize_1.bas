' expected: qbasic-facts.md "RND and RANDOMIZE" (24-bit LCG, seed &H50000, formulas from QB64-PE
' libqb and FreeBASIC hRnd_QB); values computed from those formulas, printed per "Printing numbers".
' RANDOMIZE 1 at program start gives .7648737 .1054455 .6134542 (stated there).
RANDOMIZE 1
PRINT RND; RND; RND
