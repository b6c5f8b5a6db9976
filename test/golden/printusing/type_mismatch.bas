' expected: QB4.5 help "PRINT USING Statement Details" / Basmark manual: a value that does not suit
' its field type is "Type mismatch" (run time). Column 1 = the PRINT USING statement.
PRINT USING "##"; 12
PRINT USING "##"; "ab"
