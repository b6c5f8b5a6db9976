' expected: real QBasic 1.1 (DOSBox oracle): ABS and SQR of a SINGLE keep their result unrounded for the
' operator around them, as + - * / do (b! * 3 - 1 prints 2.980232E-08 with b! = 1 / 3); stored in a
' SINGLE it is rounded.
b! = 1 / 3
PRINT "A"; b! * 3 - 1
PRINT "B"; ABS(b! * 3) - 1
PRINT "C"; SQR(b! * 3) - 1
PRINT "D"; ABS(-b! * 3) - 1
c! = ABS(b! * 3): PRINT "E"; c! - 1
PRINT "F"; SQR(b! * 3) * 2 - 2
PRINT "G"; ABS(b! * 3) = 1
PRINT "H"; INT(b! * 3); FIX(b! * 3 - 1); SGN(b! * 3 - 1)
PRINT "I"; CLNG(SQR(b! * 3) * 1E+08)
