' expected: qbasic-facts.md "Printing numbers": E/D exponents in literals; SINGLE prints fixed up
' to 7 digits, then E+XX. Checked in real QBasic 1.1: .01234567 has 8 digits typed, so it is a DOUBLE
' and prints as typed.
PRINT 1.5E3; 2.5D2; 1E-3; 12E-1
PRINT 1E6; 1E7; 12345678!; .01234567
PRINT 1E-5; 1E-8; 123.456
