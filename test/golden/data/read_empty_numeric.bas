' expected: QBasic help "DATA": an empty item read into a numeric variable gives 0. PC-BASIC agrees.
DATA 5,,7
READ a, b, c
PRINT a; b; c
