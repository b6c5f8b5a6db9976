' expected: QB4.5 help, "CALL Statement": variables, array elements and record fields are passed by
' reference (the SUB changes them); an expression, or a variable in parentheses, is passed by value.
TYPE Pair
  a AS INTEGER
  b AS INTEGER
END TYPE
DECLARE SUB Bump (n AS INTEGER)
DIM arr(3) AS INTEGER
DIM p AS Pair
x% = 1
Bump x%
PRINT x%
Bump (x%)
PRINT x%
Bump x% + 0
PRINT x%
arr(2) = 10
Bump arr(2)
PRINT arr(2)
p.b = 20
Bump p.b
PRINT p.a; p.b
CALL Bump(x%)
PRINT x%

SUB Bump (n AS INTEGER)
  n = n + 1
END SUB
