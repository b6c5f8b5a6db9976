' expected: QBasic help VAL: leading spaces and blanks inside are ignored, reading stops at the
' first character that cannot be part of a number, &H and &O prefixes are read. PC-BASIC 2.0 agrees.
PRINT VAL("12.5"); VAL(" -3"); VAL("1E3"); VAL("12abc"); VAL("abc"); VAL("")
PRINT VAL("&H1F"); VAL("&O17"); VAL("  1 2 3"); VAL(".5"); VAL("+7")
PRINT VAL("1D2"); VAL("-.25"); VAL(STR$(42))
