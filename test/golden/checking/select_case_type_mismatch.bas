' expected: QBasic help "SELECT CASE" / "Type mismatch": a numeric CASE for a string test expression
' is rejected before the run. Column 1 = the CASE statement.
PRINT "never printed"
a$ = "x"
SELECT CASE a$
CASE 1
END SELECT
