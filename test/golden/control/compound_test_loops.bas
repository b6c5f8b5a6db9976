' expected: QB4.5 help "WHILE...WEND", "DO...LOOP", "ON ERROR", "RESUME": loops whose tests join relations
' with AND / OR, with bodies of three and four statements; an Overflow (error 6) in the body is trapped and
' RESUME NEXT goes on with the statement after the failing one, inside the loop.
DEFINT A-Z
ON ERROR GOTO Trap
x! = 0: y! = 0: n = 0: t = 0
WHILE x! * x! + y! * y! < 50 AND n < 20
  x! = x! + 1.5
  y! = y! + .5
  n = n + 1
  t = t + 10000
WEND
PRINT n; x!; y!; t; j
k = 32762: m = 0
DO
  k = k + 3
  m = m + 1
  PRINT k;
LOOP UNTIL k > 32765 OR m >= 3 OR j > 20
PRINT
PRINT "m"; m; "j"; j
END
Trap:
j = j + 1
PRINT "[error"; ERR; "]";
RESUME NEXT
