' expected: QBasic help "FOR...NEXT": the counter may be LONG or DOUBLE; the loop works in its type.
' The literal .3 is SINGLE (0.300000011920929 as a DOUBLE), so .1# + .1# + .1# (0.30000000000000004)
' is still within the limit and the body runs 4 times. QB64-PE reads .3 as a DOUBLE and runs it 3.
FOR l& = 2147483645 TO 2147483646
  PRINT l&;
NEXT
PRINT
FOR d# = 0 TO .3 STEP .1#
  c = c + 1
NEXT
PRINT c
