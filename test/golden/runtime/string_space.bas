' expected: qbasic-facts.md "Types": a string holds at most 32767 characters; making a longer one is
' error 14, Out of string space.
a$ = STRING$(32000, "x")
b$ = a$ + STRING$(767, "y")
PRINT LEN(b$)
c$ = b$ + "z"
PRINT "unreached"
