' expected: qbasic-facts.md "Numbers": out of range on conversion is Overflow; 32767.5 rounds
' (half to even) to 32768, which does not fit an INTEGER.
PRINT CINT(32767.4)
PRINT CINT(32767.5)
