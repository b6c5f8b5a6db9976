' expected: QB4.5 help "PRINT USING Statement Details": _ prints the next format character as a
' literal. Cross-checked with PC-BASIC 2.0.
PRINT USING "_!##.##_!"; 12.34
PRINT USING "__#"; 7
PRINT USING "##_%"; 50
