' expected: qbasic-facts.md "Printing numbers": DOUBLE keeps 16 digits, same rule with 15/16 and
' the exponent letter D (1.1D-16); cross-checked with PC-BASIC 2.0 for double precision.
PRINT 1D+15; 1D+16; 1.1D-16
PRINT 1D-16; -2.5D+100
PRINT 1# / 3; 123456789.125#
