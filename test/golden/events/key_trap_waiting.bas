' expected: QB45 help, "ON event Statements Details" and "ON KEY(n) Statement Details": trapped keys call
' their handlers while the program does something else (an empty loop, no INKEY$); F12 is KEY(31). A key
' number outside 1-25, 30 and 31 is Illegal function call.
ON KEY(14) GOSUB Down
ON KEY(31) GOSUB F12
KEY(14) ON: KEY(31) ON
DO: LOOP UNTIL n >= 2
PRINT "handled:"; n
KEY(26) ON
PRINT "not reached"
END

Down:
PRINT "Down"
n = n + 1
RETURN

F12:
PRINT "F12"
n = n + 1
RETURN
