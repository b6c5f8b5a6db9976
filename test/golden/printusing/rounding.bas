' expected: QB4.5 help "PRINT USING Statement Details": "Numbers are rounded as necessary";
' exact halves round away from zero; a negative number in a one-digit integer part drops the 0
' (-.3). Cross-checked with PC-BASIC 2.0.
PRINT USING "#"; 2.5; 3.5
PRINT USING " #.#"; 0.25; 0.75; -0.25
PRINT USING " ###"; 0.4; 99.5
