' expected: qbasic-facts.md "Numbers" + KB Q31785: 32767 and 1 are INTEGER constants, so their
' sum overflows at run time; 32768 is a LONG constant, so 32768 + 1 is LONG arithmetic.
PRINT 32768 + 1
PRINT 30000 + 2767
PRINT 32767 + 1
