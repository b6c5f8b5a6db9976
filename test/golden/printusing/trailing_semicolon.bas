' expected: QB4.5 help "PRINT USING Statement Details": a trailing ; or , keeps the cursor on the line,
' as in PRINT; literal text after the last used field is printed up to the next field.
PRINT USING "##"; 5;
PRINT "x"
PRINT USING "(##)"; 12
PRINT USING "##x##"; 1
