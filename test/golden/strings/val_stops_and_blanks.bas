' expected: QBasic help "VAL": blanks are ignored anywhere and reading stops at the first character
' that cannot continue a number. QB64-PE agrees.
PRINT VAL("1,000"); VAL("$5"); VAL(" - 1 2 . 5 "); VAL("1e-2"); VAL(".")
PRINT VAL("0.000001"); VAL("   "); VAL("7 days")
