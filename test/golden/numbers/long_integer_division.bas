' expected: qbasic-facts.md "Numbers": \ and MOD on LONG operands work in 32 bits, truncating toward
' zero, MOD with the dividend's sign.
a& = 1000000
PRINT a& \ 7; a& MOD 7; -a& \ 7; -a& MOD 7
PRINT 2147483647 \ 2; 100000 MOD 32768
