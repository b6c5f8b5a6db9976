' expected: QBasic help "GOTO" / "Label not defined": labels inside a SUB are local to it, so module
' code cannot GOTO them. Column 1 = the GOTO statement.
PRINT "never printed"
GOTO inside
SUB Proc
inside:
  PRINT "in proc"
END SUB
