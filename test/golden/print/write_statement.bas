' expected: QBasic help, WRITE: items separated by commas, strings in quotes, numbers without the
' leading space or trailing space; WRITE alone writes an empty line. Cross-checked with PC-BASIC 2.0.
WRITE 1, "a", -2.5, .5, 1E+07
WRITE
a$ = "hi": n% = -3
WRITE a$, n%, a$ + "!"
