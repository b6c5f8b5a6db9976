' expected: QBasic help "STOP": halts the program; what was printed before stays. (The run ends with
' the "stopped" outcome, not an error.)
PRINT "before stop"
STOP
PRINT "after stop"
