' expected: QB45 help, "ON event Statements Details": after KEY(n) STOP no trapping takes place, but an
' event that happens meanwhile is remembered and handled when KEY(n) ON is executed.
ON KEY(14) GOSUB Down
KEY(14) STOP
t = TIMER: DO: LOOP UNTIL TIMER - t > .5
PRINT "while stopped:"; n
KEY(14) ON
PRINT "after KEY(14) ON:"; n
END

Down:
n = n + 1
PRINT "Down"
RETURN
