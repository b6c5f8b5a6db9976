' expected: QB4.5 help "PRINT USING Statement Details": a comma left of the point prints a comma
' every third digit left of the point; a comma at the end of the format is printed as a literal.
' Cross-checked with PC-BASIC 2.0.
PRINT USING "####,.##"; 1234.5
PRINT USING "##########,"; 1234567
PRINT USING "####.##,"; 1234.5
