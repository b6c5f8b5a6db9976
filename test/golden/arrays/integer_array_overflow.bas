' expected: qbasic-facts.md "Numbers": elements of an INTEGER array are INTEGER, so a(1) + 1 = 32768
' is Overflow. Column 1 = start of the assignment.
DIM a(2) AS INTEGER
a(1) = 32767
PRINT a(1)
a(2) = a(1) + 1
