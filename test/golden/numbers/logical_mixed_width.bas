' expected: qbasic-facts.md "Numbers": logical operators work in 16 bits, or 32 bits when an operand
' is LONG (the INTEGER is sign-extended); NOT 32768 is LONG because 32768 is a LONG constant.
PRINT -1 AND 65535; NOT 32767; NOT 32768; &HFFFF OR 0&
PRINT 255 XOR -1; 1& IMP 0
