' expected: qbasic-facts.md "Numbers": precedence ^, unary -, * /, \, MOD, + -, relational, NOT,
' AND, OR, XOR, EQV, IMP; ^ is evaluated left to right.
PRINT -2 ^ 2; 2 ^ 3 ^ 2; 2 ^ -1
PRINT 2 + 3 * 4; 10 - 2 - 3; 7 \ 2 * 2; 10 MOD 3 * 2; 10 \ 3 MOD 2
PRINT 1 + 2 = 3; NOT 1 = 2; 3 > 2 AND 1 > 2
PRINT 1 OR 2 AND 4; 5 AND 3 XOR 6
PRINT 2 * -3; 12 / 2 * 3
