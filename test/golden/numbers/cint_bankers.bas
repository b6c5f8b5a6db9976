' expected: qbasic-facts.md "Numbers" and KB Q28855: CINT/CLNG round half to even.
PRINT CINT(2.5); CINT(3.5); CINT(-2.5); CINT(-3.5)
PRINT CINT(0.5); CINT(1.5); CINT(2.51); CINT(-2.7)
PRINT CLNG(2.5); CLNG(100000.5); CLNG(-100001.5)
