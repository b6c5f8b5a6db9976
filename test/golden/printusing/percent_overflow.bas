' expected: QB4.5 help "PRINT USING Statement Details": a number larger than the field is printed
' with a leading %, also when rounding makes it too large. Cross-checked with PC-BASIC 2.0.
PRINT USING "##.##"; 111.22
PRINT USING ".##"; .999
PRINT USING "##"; 5; 123; 7
