' expected: PC-BASIC 2.0 run of this listing: the exponent of ^ may be a NOT expression (NOT takes
' everything that binds tighter than NOT, so 2 ^ NOT 0 + 1 is 2 ^ (NOT 1)).
PRINT 10 ^ NOT 0
PRINT 2 ^ NOT 1
PRINT 2 ^ NOT 0 + 1
PRINT 3 * 2 ^ NOT 1 + 1
