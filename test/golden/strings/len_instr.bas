' expected: QBasic help LEN, INSTR: INSTR returns the 1-based position or 0, is case-sensitive, and
' an empty search string matches at the start position. Cross-checked with PC-BASIC 2.0 and QB64-PE.
a$ = "hello world"
PRINT LEN(a$); LEN("")
PRINT INSTR(a$, "o"); INSTR(6, a$, "o"); INSTR(a$, "z"); INSTR(a$, "O")
PRINT INSTR(a$, ""); INSTR(3, a$, ""); INSTR("", "a"); INSTR(20, a$, "o")
PRINT INSTR(a$, "world"); INSTR(a$, "worlds")
