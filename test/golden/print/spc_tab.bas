' expected: QBasic help, SPC ("skips n spaces") and TAB ("moves to column n"); if the cursor is
' already past column n, TAB moves to column n of the next line. Cross-checked with PC-BASIC 2.0.
PRINT "a"; SPC(3); "b"
PRINT "a"; TAB(5); "b"
PRINT TAB(3); 1; TAB(10); "x"
PRINT "abcdef"; TAB(3); "x"
PRINT "["; SPC(0); "]"
