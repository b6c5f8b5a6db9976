' expected: QBasic help "GOSUB...RETURN": a subroutine may GOSUB itself; each RETURN comes back to the
' GOSUB that made it, here 3000 deep from inside a loop, twice (the loop goes on after the first).
DEFINT A-Z
FOR i = 1 TO 2
  d = 0: most = 0
  GOSUB r
  PRINT "pass"; i; "depth"; most; "back to"; d
NEXT
END

r:
d = d + 1
IF d > most THEN most = d
IF d < 3000 THEN GOSUB r
d = d - 1
RETURN
