' expected: QBasic help "GOSUB...RETURN" / "SUB": a SUB may GOSUB to a label of its own; RETURN comes
' back inside the SUB.
DECLARE SUB Proc ()
Proc
PRINT "module done"
SUB Proc
  GOSUB helper
  PRINT "back in proc"
  EXIT SUB
helper:
  PRINT "helper"
  RETURN
END SUB
