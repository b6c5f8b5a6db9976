' expected: QBasic help STRING$ (count, code or first character of a string) and SPACE$.
' Cross-checked with PC-BASIC 2.0 and QB64-PE.
PRINT STRING$(3, "*"); STRING$(3, 65); STRING$(2, "xyz")
PRINT "["; SPACE$(3); "]["; SPACE$(0); STRING$(0, "a"); "]"
PRINT LEN(STRING$(1000, "-"))
