' expected: QBasic help, PRINT: strings print without extra spaces; expressions are evaluated.
a$ = "Hello"
b$ = "World"
PRINT a$ + ", " + b$ + "!"
PRINT a$; " "; b$
PRINT "2 + 3 ="; 2 + 3
PRINT "len"; LEN(a$ + b$)
