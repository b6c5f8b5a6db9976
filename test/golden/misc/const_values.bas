' expected: QBasic help "CONST": named constants of numeric and string type; the type comes from the
' value or the suffix.
CONST pi = 3.14159, n% = 7, greeting$ = "hi"
CONST big = 100000
PRINT pi; n%; greeting$; big * 2
