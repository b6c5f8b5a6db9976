' expected: INTEGER / INTEGER is a SINGLE division, but QBasic holds intermediate results wider than
' SINGLE (KB Q26007: QB.EXE keeps them in 8-byte temporaries; KB Q35248), and QB64-PE computes it in
' double too: d# gets 1/3 unrounded. (GW-BASIC's float32 .3333333432674408 is no longer expected.)
d# = 1 / 3
PRINT d#
e# = 1# / 3
PRINT e#
PRINT d# = e#
