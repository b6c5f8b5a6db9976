' expected: real QBasic 1.1 (DOSBox) printed this (to a file). A field with no digit position before the
' point shows a number of five or more characters there (its digits, and a minus sign the field has no
' place for) in E notation after the %; a negative one gets %%. QBasic 1.1 gets the exponent wrong when
' the value's digits end in zeros (10000 prints %.10E+01): those are left out and not copied.
PRINT USING ".###"; 12345
PRINT USING ".###"; -12345
PRINT USING ".###"; 123456789
PRINT USING ".###"; 1E+20
PRINT USING ".#"; 99999
PRINT USING ".##"; 10001
PRINT USING ".##"; 30000.5
PRINT USING ".##"; 1D+30
PRINT USING ".##"; 123456789012#
PRINT USING ".##"; -1234
PRINT USING ".##"; -9999
PRINT USING ".###,"; 12345
PRINT USING ".###"; 9999
PRINT USING ".##"; -999
PRINT USING "+.##"; -1000
PRINT USING ".##-"; -1000
PRINT USING "+.##"; 12345
PRINT USING "#.##"; 12345
