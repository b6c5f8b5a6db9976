' expected: qbasic-facts.md "Keyboard": INKEY$ returns "" when no key is waiting (it never waits).
k$ = INKEY$
PRINT LEN(k$)
