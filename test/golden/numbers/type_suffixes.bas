' expected: qbasic-facts.md "Numbers": suffixes % & ! # $ name distinct variables; LEN of a
' numeric variable is its size in bytes (QBasic help, LEN: "number of bytes to store a variable").
' a and a! are the same variable while the default type is SINGLE (QBasic help, "Data Types").
a = 1: a% = 2: a& = 3: a! = 4: a# = 5: a$ = "six"
PRINT a; a%; a&; a!; a#; a$
PRINT LEN(a%); LEN(a&); LEN(a!); LEN(a#); LEN(a$)
x = 1 / 3
PRINT x
