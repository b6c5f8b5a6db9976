' expected: qbasic-facts.md "Printing numbers": DOUBLE prints up to 16 significant digits,
' exponent letter D. Values from IEEE double arithmetic.
PRINT 1# / 3
PRINT 2# / 3
PRINT 1# / 7
PRINT ATN(1#) * 4
PRINT SQR(2#)
PRINT 1D+15; 1D+16
PRINT .1#; 2.5D2
