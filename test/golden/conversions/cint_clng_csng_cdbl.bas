' expected: QBasic help CINT/CLNG/CSNG/CDBL and qbasic-facts.md "Numbers" (half to even; SINGLE is
' float32, so CDBL(CSNG(.1)) shows the float32 error); CDBL(1 / 3) reads the unrounded intermediate
' (KB Q26007 / Q35248), as QB64-PE prints it. QB64-PE agrees on every line.
PRINT CINT(-0.5); CINT(-1.5); CLNG(-2.5); CLNG(99999.5)
PRINT CSNG(1# / 3); CSNG(1.23456789#)
PRINT CDBL(1 / 3); CDBL(CSNG(.1))
PRINT CDBL(5) / 2; CINT(7) / 2
