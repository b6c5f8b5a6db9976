' expected: QBasic help "ON...GOSUB" and "ON ERROR": ON n GOSUB inside loops calls the nth subroutine,
' whose RETURN comes back into the loop; n is evaluated once each time (a FUNCTION counting its calls);
' 0 or n past the list goes on with the next statement; a negative n is error 5; a subroutine with a loop
' inside, an error inside a subroutine with RESUME NEXT, and ON n GOSUB nested 300 deep.
DECLARE FUNCTION Pick% (i%)
ON ERROR GOTO handler
FOR i% = 0 TO 9
  ON i% MOD 5 GOSUB one, two, three
  PRINT ";";
NEXT
PRINT
PRINT "made"; made%
FOR i% = 1 TO 6
  ON Pick%(i%) GOSUB one, two, three
NEXT
PRINT
PRINT "made"; made%
ON -1 GOSUB one
FOR i% = 1 TO 3
  ON 1 GOSUB risky
  PRINT "back"; i%
NEXT
d% = 0: m% = 0
GOSUB deep
PRINT "deep"; d%; m%
PRINT "done"
END
one:
PRINT "a";
RETURN
two:
FOR k% = 1 TO 2: PRINT "b";: NEXT
RETURN
three:
PRINT "c";
RETURN
risky:
PRINT 6 \ (i% - 2);
RETURN
deep:
d% = d% + 1
IF d% > m% THEN m% = d%
IF d% < 300 THEN ON 1 GOSUB deep
d% = d% - 1
RETURN
handler:
PRINT "error"; ERR
RESUME NEXT

FUNCTION Pick% (i%)
  SHARED made%
  made% = made% + 1
  Pick% = i% MOD 4
END FUNCTION
