' expected: QBasic help "DEFtype": DEFINT also sets the type of FUNCTION names without a suffix, so
' the result is rounded to an INTEGER.
DEFINT A-Z
DECLARE FUNCTION Half (x)
PRINT Half(7); Half(5)
FUNCTION Half (x)
  Half = x / 2
END FUNCTION
