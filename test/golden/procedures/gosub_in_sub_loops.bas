' expected: QBasic help "GOSUB...RETURN", "SUB", "FUNCTION" and "ON ERROR": GOSUBs from loops inside a SUB
' or FUNCTION come back into the loop, which goes on; a subroutine with a loop or a branch inside, nested
' subroutines, a GOSUB nested 300 deep, an error inside a subroutine handled at module level with RESUME
' NEXT (the subroutine then goes on and returns into the loop), and EXIT SUB from inside a subroutine.
DECLARE SUB Sum (n%)
DECLARE SUB Deep (n%)
DECLARE SUB Leave ()
DECLARE FUNCTION Tally% (n%)
ON ERROR GOTO handler
Sum 5
PRINT Tally%(4)
Deep 300
Leave
PRINT "module done"
END
handler:
PRINT "error"; ERR
RESUME NEXT

SUB Sum (n%)
  FOR i% = 1 TO n%
    GOSUB addIt
  NEXT
  PRINT "sum"; t%
  FOR i% = 1 TO n%
    GOSUB twice
  NEXT
  PRINT "twice"; t%
  FOR i% = 1 TO 3
    GOSUB risky
    PRINT "after"; i%
  NEXT
  EXIT SUB
addIt:
  t% = t% + i%
  RETURN
twice:
  GOSUB addIt
  GOSUB addIt
  RETURN
risky:
  PRINT 10 \ (i% - 2);
  RETURN
END SUB

FUNCTION Tally% (n%)
  k% = 0
  DO WHILE k% < n%
    GOSUB bump
  LOOP
  Tally% = c%
  EXIT FUNCTION
bump:
  k% = k% + 1
  IF k% MOD 2 = 0 THEN c% = c% + 10 ELSE c% = c% + 1
  RETURN
END FUNCTION

SUB Deep (n%)
  d% = 0
  GOSUB down
  PRINT "deep"; d%; m%
  EXIT SUB
down:
  d% = d% + 1
  IF d% > m% THEN m% = d%
  IF d% < n% THEN GOSUB down
  d% = d% - 1
  RETURN
END SUB

SUB Leave
  FOR i% = 1 TO 5
    GOSUB check
    PRINT "leave"; i%
  NEXT
  PRINT "not printed"
  EXIT SUB
check:
  IF i% = 3 THEN EXIT SUB
  RETURN
END SUB
