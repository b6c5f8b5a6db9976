' expected: QB4.5 help "PRINT USING Statement Details": ^^^^ prints E+dd exponential format; the
' significant digits are left-justified and the exponent adjusted; with a single # before the point
' that position holds the sign, so 0.000123 prints 0.12E-03. Cross-checked with PC-BASIC 2.0.
PRINT USING "##.##^^^^"; 234.56
PRINT USING ".####^^^^-"; -888888
PRINT USING "+.##^^^^"; 123
PRINT USING "#.##^^^^"; 0.000123
