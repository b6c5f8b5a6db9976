' expected: QBasic help string functions combined: reversing, counting and replacing with
' MID$/INSTR/LEN (plain rules from the help; no quirks).
a$ = "banana"
r$ = ""
FOR i = LEN(a$) TO 1 STEP -1
  r$ = r$ + MID$(a$, i, 1)
NEXT
PRINT r$
n = 0: p = INSTR(a$, "a")
DO WHILE p > 0
  n = n + 1
  p = INSTR(p + 1, a$, "a")
LOOP
PRINT n
PRINT UCASE$(LEFT$(a$, 1)) + MID$(a$, 2)
