' expected: QBasic help "Data types" and "Arithmetic operators": SINGLE and DOUBLE arithmetic on array
' elements, record fields and parameters passed by reference gives the same values as on plain variables
' (SINGLE results rounded to single precision when stored in a SINGLE; stored in a DOUBLE such as b(i%)
' the wider intermediate is kept, KB Q26007 / Q35248; real QBasic 1.1 prints this output); a DOUBLE product
' past the range is error 6, Overflow.
DECLARE SUB Scale (x AS SINGLE, f AS DOUBLE)
TYPE Pt
  x AS SINGLE
  d AS DOUBLE
END TYPE
DIM a(3) AS SINGLE, b(3) AS DOUBLE, p(2) AS Pt
t& = 0
FOR i% = 0 TO 3
  a(i%) = i% / 3
  b(i%) = i% / 3
  t& = t& + a(i%) * 3
NEXT
PRINT a(1) + a(2); b(1) + b(2); t&
PRINT a(1) * 3 = 1; b(2) - a(2)
p(1).x = 1.5: p(1).d = 2.25
PRINT p(1).x * p(1).d, p(1).d / p(1).x - .5
s = a(2)
Scale s, 3
PRINT s
Scale a(1), 2
PRINT a(1)
b(3) = 1D+300
PRINT b(3) * b(3)
PRINT "not reached"

SUB Scale (x AS SINGLE, f AS DOUBLE)
  x = x * f + x
END SUB
