' expected: QBasic help "OPEN Statement Alternative Syntax": OPEN mode$, #n, file$ with modes "O",
' "I", "A" (and "R", "B") as in GW-BASIC.
OPEN "O", #1, "LEG.TXT"
PRINT #1, "first"
CLOSE #1
OPEN "A", #1, "LEG.TXT"
PRINT #1, "second"
CLOSE #1
OPEN "I", 1, "LEG.TXT"
LINE INPUT #1, a$
LINE INPUT #1, b$
PRINT a$; " "; b$; EOF(1)
CLOSE 1
