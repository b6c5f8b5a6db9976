' expected: QB4.5 help, "GOSUB...RETURN": GOSUB and RETURN work inside a SUB with the SUB's own labels;
' the subroutine sees the SUB's local variables.
Outer 3
Outer 5
SUB Outer (n)
  k = n * 2
  GOSUB Twice
  PRINT "k ="; k
  EXIT SUB
Twice:
  k = k * 2
  RETURN
END SUB
