' expected: QBasic help MKL$/CVL: a LONG as 4 little-endian bytes. Cross-checked with QB64-PE.
a$ = MKL$(&H41424344)
PRINT a$; LEN(a$)
PRINT CVL("ABCD"); CVL(MKL$(-2)); CVL(MKL$(2147483647))
PRINT CVL(CHR$(0) + CHR$(0) + CHR$(1) + CHR$(0))
