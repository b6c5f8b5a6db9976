' expected: QB4.5 help "PRINT USING Statement Details": $$ puts a dollar sign just before the
' number (two positions, one for $); **$ combines asterisk fill with the dollar sign. PC-BASIC agrees.
PRINT USING "$$###.##"; 456.78
PRINT USING "**$##.##"; 2.34
PRINT USING "$$#.##"; 1.5
PRINT USING "$###.##"; 7.25
