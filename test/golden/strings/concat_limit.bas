' expected: qbasic-facts.md "Numbers": a STRING holds at most 32767 characters; making a longer
' one is "Out of string space" (error 14). Column 1 = start of the assignment. QB64-PE has no limit.
a$ = STRING$(32767, "x")
PRINT LEN(a$)
b$ = a$ + "y"
PRINT LEN(b$)
