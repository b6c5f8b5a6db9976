' expected: QB4.5 help "PRINT USING Statement Details": the format is reused from the start when
' there are more values than fields; literal text around fields is printed. PC-BASIC agrees.
PRINT USING "## "; 1; 2; 3
PRINT USING "Item ## costs $$#.##  "; 5; 3.5; 12; 10
PRINT USING "& is ## years. "; "Tom"; 42; "Ann"; 7
