' expected: QBasic help "SELECT CASE": CASE lists, ranges (TO), IS comparisons and CASE ELSE; only
' the first matching CASE runs.
FOR n = 0 TO 12 STEP 3
  SELECT CASE n
    CASE 0
      PRINT n; "zero"
    CASE 1 TO 3, 5
      PRINT n; "small"
    CASE IS >= 10, 7
      PRINT n; "large"
    CASE 6, 9
      PRINT n; "six or nine"
    CASE ELSE
      PRINT n; "other"
  END SELECT
NEXT
