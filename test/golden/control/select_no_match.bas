' expected: QBasic help "SELECT CASE": with no matching CASE and no CASE ELSE nothing runs; the
' test expression is evaluated once.
c = 0
SELECT CASE 42
  CASE 1
    PRINT "one"
  CASE 2 TO 5
    PRINT "few"
END SELECT
PRINT "after"
SELECT CASE 3
  CASE 1 TO 5
    PRINT "first match"
  CASE 3
    PRINT "second match"
END SELECT
