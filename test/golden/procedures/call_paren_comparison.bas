' expected: QB45 help "CALL Statement": a SUB declared with DECLARE is called without CALL and without
' brackets round its arguments, so `Show (x) = 1, 2` passes the comparison (x) = 1 (true, -1) and 2; it
' is not an assignment to an array Show. Output by PRINT rules.
DECLARE SUB Show (a, b)
x = 1
Show (x) = 1, 2
Show (x) + 1, 3
SUB Show (a, b)
  PRINT a; b
END SUB
