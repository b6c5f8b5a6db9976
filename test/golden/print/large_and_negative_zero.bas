' expected: qbasic-facts.md "Printing numbers": DOUBLE keeps 16 digits then D+XX; SINGLE 7 digits;
' -0 prints as 0. Cross-checked with PC-BASIC 2.0.
PRINT 123456789012345678#; -0; 16777216!
PRINT 9999999; 99999999!; 2 ^ 24
PRINT STR$(1D+20); STR$(-1.5E-20)
