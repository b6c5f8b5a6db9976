' expected: qbasic-facts.md "Numbers": the default type is SINGLE unless DEFINT/DEFLNG/DEFSNG/
' DEFDBL/DEFSTR say otherwise; INTEGER storage rounds half to even.
DEFINT I-K
DEFLNG L
DEFDBL D
DEFSTR S
i = 2.5: j = 7 / 2: k = -1.5
PRINT i; j; k
l = 100000 * 3
PRINT l
d = 1# / 3
PRINT d
s = "text"
PRINT s
x = 2.5
PRINT x
