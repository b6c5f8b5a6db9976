' expected: QBasic help "GOSUB...RETURN": RETURN comes back into the middle of a FOR loop, which
' continues normally.
FOR i = 1 TO 3
  GOSUB show
NEXT
PRINT "end"
END
show:
PRINT i * i;
RETURN
