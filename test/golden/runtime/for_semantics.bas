' expected: QB4.5 help, "FOR...NEXT Statement": start, end and increment are evaluated once; the loop
' is skipped when start is already past end; after the loop the counter is one step past the end; a
' counter's type rounds the limits (INTEGER: 2.5 -> 2 half to even, KB Q28855).
n = 3
FOR i = 1 TO n
  n = 10
  PRINT i;
NEXT i
PRINT : PRINT "after"; i
FOR j% = 5 TO 1: PRINT "never": NEXT
PRINT "j"; j%
FOR k = 10 TO 1 STEP -3: PRINT k;: NEXT: PRINT
FOR f! = 0 TO 1 STEP .25: PRINT f!;: NEXT: PRINT
FOR m% = 1 TO 2.5: PRINT m%;: NEXT: PRINT m%
FOR a = 1 TO 2: FOR b = 1 TO 2: PRINT a * 10 + b;: NEXT b, a: PRINT
