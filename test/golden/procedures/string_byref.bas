' expected: QBasic help "SUB"/"CALL": string variables are passed by reference too, and (a$) is an
' expression passed by value. QB64-PE passes (a$) by reference here (prints HELLO!!).
DECLARE SUB Shout (s$)
a$ = "hello"
Shout a$
PRINT a$
Shout (a$)
PRINT a$
SUB Shout (s$)
  s$ = UCASE$(s$) + "!"
END SUB
