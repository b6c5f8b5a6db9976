' expected: QBasic help LEFT$, RIGHT$, MID$ function: lengths past the end give what is there;
' a start past the end or a length of 0 gives "". Cross-checked with PC-BASIC 2.0 and QB64-PE.
a$ = "hello"
PRINT LEFT$(a$, 2); "|"; RIGHT$(a$, 3); "|"; MID$(a$, 2, 3); "|"; MID$(a$, 3)
PRINT LEFT$(a$, 9); "|"; RIGHT$(a$, 9); "|"; MID$(a$, 4, 10)
PRINT "["; LEFT$(a$, 0); MID$(a$, 6); MID$(a$, 2, 0); RIGHT$(a$, 0); "]"
