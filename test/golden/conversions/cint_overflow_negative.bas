' expected: qbasic-facts.md "Numbers": CINT outside -32768..32767 is Overflow; -32768.5 rounds to
' -32768 (half to even) and fits. Column 1 = start of the PRINT statement.
PRINT CINT(-32768.5)
PRINT CINT(-32769)
