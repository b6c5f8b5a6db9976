' expected: qbasic-facts.md "Numbers": relational operators give -1 (true) or 0 (false) as INTEGER.
PRINT (1 < 2); (2 < 1); (3 = 3); (3 <> 3); (2 >= 2); (2 <= 1)
t% = (5 > 3) * 10
PRINT t%
IF -1 THEN PRINT "true"
IF 0 THEN PRINT "false" ELSE PRINT "zero is false"
IF 7 THEN PRINT "nonzero is true"
