' expected: qbasic-facts.md "Numbers" (KB Q28855): numeric arguments that must be integers are
' rounded half to even, as on assignment to an INTEGER. Cross-checked with QB64-PE.
a$ = "abcdef"
PRINT LEFT$(a$, 2.5); "|"; LEFT$(a$, 3.5); "|"; MID$(a$, 1.6, 1.4); "|"; CHR$(65.5); CHR$(66.5)
PRINT LEN(SPACE$(2.5)); LEN(STRING$(3.5, "x"))
