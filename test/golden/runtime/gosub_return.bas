' expected: QB4.5 help, "GOSUB...RETURN Statements": RETURN goes back to the statement after the
' GOSUB; RETURN label goes to the label; RETURN with no GOSUB active is error 3.
GOSUB Twice
PRINT "back"
GOSUB Away
PRINT "never"
There:
PRINT "there"
RETURN
Twice:
PRINT "sub"
RETURN
Away:
RETURN There
