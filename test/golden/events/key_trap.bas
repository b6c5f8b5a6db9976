' expected: QB45 help, "ON KEY(n) Statement Details": a trapped key runs its handler and is destroyed (INKEY$
' never sees it); "KEY(n) Statements": n 1-10 are F1-F10, 11 Up, 12 Left, 13 Right, 14 Down. Other keys
' reach INKEY$ as usual; after KEY(1) OFF, F1 reaches INKEY$ again.
ON KEY(1) GOSUB F1
ON KEY(11) GOSUB Up
KEY(1) ON
KEY(11) ON
DO
  k$ = INKEY$
  IF k$ <> "" THEN seen$ = seen$ + k$
LOOP UNTIL LEN(seen$) = 2 AND f1 + up = 2
PRINT "INKEY$ saw "; seen$; ", F1 trapped"; f1; "time(s), Up"; up
KEY(1) OFF
DO: k$ = INKEY$: LOOP UNTIL k$ <> ""
PRINT "F1 through INKEY$:"; ASC(RIGHT$(k$, 1)); "traps:"; f1 + up
END

F1:
f1 = f1 + 1
RETURN

Up:
up = up + 1
RETURN
