' expected: KB Q31785 "Overflow Error in Intermediate Integer Calculation": INTEGER * INTEGER is
' done in 16 bits at run time even when the target is LONG. QB64-PE prints 36000 instead.
' .err column 1 = start of the failing assignment statement.
x& = 1& * 6 * 6000
PRINT x&
x& = CLNG(6) * 6000
PRINT x&
x& = 6 * (6000 * 1&)
PRINT x&
PRINT "next"
x& = 6 * 6000
PRINT "not reached"
