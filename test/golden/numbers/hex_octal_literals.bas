' expected: qbasic-facts.md "Numbers": &HFFFF = -1 and &H8000 = -32768 (INTEGER), &H10000 is LONG,
' the & suffix forces LONG; &O is octal.
PRINT &HFF; &HFFFF; &H8000; &H7FFF
PRINT &H10000; &HFFFF&; &HFFFFFFFF; &H80000000
PRINT &O17; &O177777; &H0; &Hff
