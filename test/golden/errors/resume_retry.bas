' expected: QBasic help "RESUME": RESUME (or RESUME 0) runs the failing statement again.
ON ERROR GOTO retry
d = 0
tries = 0
r = 10 / d
PRINT "r ="; r; "after"; tries; "fix"
END
retry:
tries = tries + 1
d = 4
RESUME
