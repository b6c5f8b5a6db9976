' expected: QBasic help "Illegal function call" (error 5): an argument outside its range, e.g.
' MID$ start 0, negative lengths, CHR$ outside 0-255, ASC of "", INSTR start 0.
' Cross-checked with PC-BASIC 2.0 (same error for each call); QB64-PE returns values instead.
ON ERROR GOTO handler
PRINT MID$("abc", 0)
PRINT LEFT$("abc", -1)
PRINT RIGHT$("abc", -1)
PRINT CHR$(256)
PRINT CHR$(-1)
PRINT ASC("")
PRINT STRING$(-1, "a")
PRINT SPACE$(-1)
PRINT INSTR(0, "a", "a")
PRINT STRING$(3, 256)
PRINT MID$("abc", 1, -1)
PRINT "done"
END
handler:
PRINT ERR;
RESUME NEXT
