' expected: qbasic-facts.md "Numbers": \ truncates toward zero, MOD takes the dividend's sign,
' and both round their operands to integers first (half to even, KB Q28855).
PRINT 7 \ 2; -7 \ 2; 7 \ -2; -7 \ -2
PRINT 7 MOD 3; -7 MOD 3; 7 MOD -3; -7 MOD -3
PRINT 7.6 \ 2; 2.5 \ 1; 3.5 \ 1; 9.4 \ 2.6
PRINT 7.5 MOD 3; 6.5 MOD 4; 10.2 MOD 3.5
