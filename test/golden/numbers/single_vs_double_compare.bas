' expected: qbasic-facts.md "Numbers" (SINGLE is float32): .1 as a SINGLE widened to DOUBLE is not
' the DOUBLE .1, so they compare unequal (the less precise operand is widened); values exact in
' binary compare equal. QB64-PE keeps literals and this comparison in one precision and prints -1.
' Checked in real QBasic 1.1 (0 -1 0 / 0 0): CSNG only retypes a value (it is rounded when stored in a
' SINGLE or printed), so CSNG(.1#) is still the DOUBLE .1.
PRINT .1 = .1#; .5 = .5#; CSNG(.1#) = .1
x! = .1: y# = .1#
PRINT x! = y#; x! = CSNG(y#)
