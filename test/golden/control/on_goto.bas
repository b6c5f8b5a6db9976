' expected: QBasic help "ON...GOTO": n selects the nth label; n = 0 or n greater than the number of
' labels falls through to the next statement.
FOR n = 0 TO 4
  ON n GOTO l1, l2, l3
  PRINT n; "fell through"
  GOTO nxt
l1: PRINT n; "l1": GOTO nxt
l2: PRINT n; "l2": GOTO nxt
l3: PRINT n; "l3"
nxt:
NEXT
