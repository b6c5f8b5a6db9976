' expected: QB64-PE (source/qb64pe.bas, the NEXT handler: a single-line IF opens a control level of its
' own, so a NEXT in it finds no FOR there: "NEXT without FOR"). QuickBASIC compiles the whole program before
' it runs, and the Microsoft KB article Q31170 lists NEXT without FOR for a structure closed outside the
' block it belongs to. Nothing is printed; the error is blamed on the NEXT.
PRINT "never printed"
FOR i = 1 TO 3
  IF i = 2 THEN NEXT
  PRINT i
NEXT i
