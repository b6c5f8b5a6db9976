' expected: QB4.5 help "PRINT USING Statement Details": ** fills leading spaces with asterisks and
' reserves two more digit positions. Cross-checked with PC-BASIC 2.0.
PRINT USING "**#.# "; 12.39; -0.9; 765.1
PRINT USING "**####"; 5
