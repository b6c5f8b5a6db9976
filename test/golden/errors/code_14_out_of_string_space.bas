' expected: qbasic-facts.md "Errors"/"Numbers": a string longer than 32767 characters is error 14.
a$ = SPACE$(20000)
a$ = a$ + a$
