' expected: qbasic-facts.md "Numbers": a value outside the LONG range is Overflow on conversion.
' Column 1 = start of the PRINT statement.
PRINT CLNG(2147483647#)
PRINT CLNG(3E+09)
