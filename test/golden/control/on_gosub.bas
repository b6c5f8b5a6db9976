' expected: QBasic help "ON...GOSUB": like ON...GOTO but RETURN comes back after the ON statement.
FOR n = 1 TO 3
  ON n GOSUB a, b, c
  PRINT "back"; n
NEXT
END
a: PRINT "a": RETURN
b: PRINT "b": RETURN
c: PRINT "c": RETURN
