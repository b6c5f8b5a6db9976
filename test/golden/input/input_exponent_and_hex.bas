' expected: QB4.5 help "INPUT Statement": numbers are typed as numeric constants, so 1.5E3 and
' &H10 are accepted.
INPUT a, b
PRINT a; b
