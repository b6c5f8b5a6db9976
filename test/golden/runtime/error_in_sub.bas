' expected: QB4.5 help, "ON ERROR Statement": an error in a SUB with no handler of its own is trapped by
' the module-level handler; RESUME NEXT then continues inside the SUB after the failing statement.
ON ERROR GOTO Trap
Work
PRINT "main again"
END
Trap:
PRINT "trapped"; ERR
RESUME NEXT
SUB Work
  PRINT "in sub"
  ERROR 5
  PRINT "still in sub"
END SUB
