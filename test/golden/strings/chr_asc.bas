' expected: QBasic help CHR$, ASC: ASC gives the code of the first character. Cross-checked with
' PC-BASIC 2.0 and QB64-PE.
PRINT CHR$(65); CHR$(97); CHR$(48)
PRINT ASC("A"); ASC("abc"); ASC(CHR$(0)); ASC(CHR$(255))
PRINT LEN(CHR$(0)); CHR$(34) + "q" + CHR$(34)
