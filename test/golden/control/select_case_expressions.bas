' expected: QBasic help "SELECT CASE": CASE values may be expressions, evaluated when tested; the
' test expression is any type.
lo = 2: hi = 4
FOR x = 1.5 TO 5 STEP 1.5
  SELECT CASE x * 2
    CASE lo TO hi
      PRINT x; "in"
    CASE IS > hi + 3
      PRINT x; "far"
    CASE ELSE
      PRINT x; "out"
  END SELECT
NEXT
