' expected: qbasic-facts.md "Printing numbers": SINGLE keeps 7 significant digits and prints fixed
' when the exponent e <= 6 and (digits - 1 - e) <= 7, else d.ddddddE+XX; cross-checked with
' PC-BASIC 2.0 (same rule; it prints 1/3 as .3333334 from its MBF arithmetic, QBasic's float32
' gives .3333333 per qbasic-facts.md). QB64-PE prints constant divisions in double precision.
' Checked in real QBasic 1.1: .00001234 and .00000001 have 8 digits typed, so they are DOUBLEs and
' print as typed.
PRINT .001234; .0001234; .00001234
PRINT .0000001; .00000001; 1E-05
PRINT 1000000!; 1E+07; 12345678!; 1E+38
PRINT -1.5E-10; 1.234567E+20; .1234567
PRINT 1 / 3; 2 / 3; 100 / 3
