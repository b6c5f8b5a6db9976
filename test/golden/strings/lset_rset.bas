' expected: QBasic help LSET/RSET: the string is left/right justified in the variable's current
' length, padded with spaces; a longer string loses characters on the right. PC-BASIC 2.0 agrees.
a$ = SPACE$(5)
LSET a$ = "ab"
PRINT "["; a$; "]"
RSET a$ = "ab"
PRINT "["; a$; "]"
LSET a$ = "abcdefg"
PRINT "["; a$; "]"
RSET a$ = "uvwxyz"
PRINT "["; a$; "]"
