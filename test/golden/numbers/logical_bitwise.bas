' expected: qbasic-facts.md "Numbers": AND OR XOR NOT EQV IMP are bitwise on 16-bit two's
' complement (32-bit when an operand is LONG); EQV = NOT XOR, IMP = (NOT a) OR b.
PRINT NOT 0; NOT -1; NOT 5
PRINT 12 AND 10; 12 OR 10; 12 XOR 10
PRINT -1 AND 255; -256 AND 255; -2 OR 1; -8 XOR 7
PRINT 12 EQV 10; 12 IMP 10; -1 IMP 0; 0 IMP 0
PRINT 65536 AND 65535; &HFFFF& AND -1; NOT 65535&
PRINT 2.5 AND 3; 3.7 AND 7
