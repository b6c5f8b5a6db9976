' expected: QBasic help "SUB" (parameter list "array()"): whole arrays are passed by reference with
' empty parentheses; LBOUND/UBOUND work on the parameter.
DECLARE FUNCTION Sum! (v() AS SINGLE)
DECLARE SUB Clear0 (v() AS SINGLE)
DIM a(2 TO 5) AS SINGLE
FOR i = 2 TO 5: a(i) = i: NEXT
PRINT Sum!(a())
Clear0 a()
PRINT Sum!(a())
FUNCTION Sum! (v() AS SINGLE)
  s = 0
  FOR i = LBOUND(v) TO UBOUND(v): s = s + v(i): NEXT
  Sum! = s
END FUNCTION
SUB Clear0 (v() AS SINGLE)
  v(3) = 0: v(4) = 0
END SUB
