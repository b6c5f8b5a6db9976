' expected: QB4.5 help "INPUT Statement": input that is not a number for a numeric variable prints
' "Redo from start" on its own line and asks again with the same prompt.
INPUT "Number"; n
PRINT n * 2
