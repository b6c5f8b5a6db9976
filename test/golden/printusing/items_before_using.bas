' expected: PC-BASIC 2.0 run of this listing; the QB64 wiki ("PRINT USING", which follows QB) also lets
' plain items stand between PRINT and USING, printed as PRINT prints them.
a = 1: b = 2.5: f$ = "##.#"
PRINT a; USING f$; b
PRINT "x"; USING "##"; 3; 4
