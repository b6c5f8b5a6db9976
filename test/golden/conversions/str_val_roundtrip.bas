' expected: QBasic help STR$/VAL: STR$ gives PRINT's digits with the sign column, VAL reads them
' back (qbasic-facts.md "Printing numbers").
FOR i = -2 TO 2
  s$ = STR$(i * 1.25)
  PRINT "["; s$; "]"; VAL(s$) = i * 1.25
NEXT
