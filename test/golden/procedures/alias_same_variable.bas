' expected: QBasic help "CALL": both parameters refer to the caller's one variable when it is
' passed twice by reference, so writes through one are seen through the other.
DECLARE SUB Both (a, b)
x = 1
Both x, x
PRINT x
SUB Both (a, b)
  a = a + 10
  b = b * 2
  PRINT a; b
END SUB
