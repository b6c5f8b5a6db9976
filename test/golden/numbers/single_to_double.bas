' expected: qbasic-facts.md "Numbers": INTEGER / INTEGER is a SINGLE division, so the value
' stored in a DOUBLE is float32(1/3) = .3333333432674408 (a well-known QBasic effect).
d# = 1 / 3
PRINT d#
e# = 1# / 3
PRINT e#
PRINT d# = e#
