' expected: QBasic help "Relational operators": strings compare character by character by ASCII
' code; a prefix is less than the longer string. Cross-checked with PC-BASIC 2.0 and QB64-PE.
PRINT "a" < "b"; "B" < "a"; "abc" < "abd"; "ab" < "abc"; "" < "a"
PRINT "abc" = "abc"; "abc" = "ABC"; "10" < "9"; "b" > "abc"; "a " > "a"
a$ = "x": b$ = "x"
IF a$ = b$ THEN PRINT "equal"
