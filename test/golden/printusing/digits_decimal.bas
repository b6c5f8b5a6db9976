' expected: QB4.5 help "PRINT USING Statement Details": # is a digit position, right-justified;
' a digit before the point is always printed (0 if necessary); numbers are rounded. PC-BASIC agrees.
PRINT USING "##.##"; .78
PRINT USING "###.##"; 987.654
PRINT USING "##.## "; 10.2; 5.3; 66.789; .234
PRINT USING "#####"; 42
PRINT USING ".###"; .5
