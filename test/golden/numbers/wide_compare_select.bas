' expected: real QBasic 1.1 (run under DOSBox): a SINGLE operator's result is compared and used by
' the next operator unrounded, and rounded to SINGLE once when printed or stored. With b! = 1 / 3
' (stored: float32), b! * 3 is 1.0000000298..., so it is not equal to 1, b! * 3 - 1 is 2.980232E-08,
' SELECT CASE holds it unrounded, while c! = b! * 3 stores 1 exactly.
b! = 1 / 3
PRINT b! * 3 = 1; 1 = b! * 3; b! * 3 > 1; b! * 3 - 1
c! = b! * 3: PRINT c! = 1
SELECT CASE b! * 3
CASE 1: PRINT "case1"
CASE ELSE: PRINT "caseelse"
END SELECT
x = b! * 3: PRINT x = 1
d# = b! + b! + b!: PRINT d#
PRINT INT(b! * 3); FIX(b! * 3)
PRINT STR$(b! * 3)
