' expected: QBasic help "IF...THEN...ELSE", "WHILE...WEND", "DO...LOOP" and "Relational operators":
' relations between two array elements (INTEGER and SINGLE arrays) in IF, ELSEIF, WHILE and LOOP UNTIL
' tests choose as the values say; a subscript outside the bounds in an ELSEIF test is error 9 at that line.
DIM a(9) AS INTEGER, b(9)
FOR i% = 0 TO 9: a(i%) = (i% * 7) MOD 10: b(i%) = 10 - a(i%) / 4: NEXT
FOR i% = 0 TO 8
  FOR j% = i% + 1 TO 9
    IF a(j%) < a(i%) THEN SWAP a(i%), a(j%)
    IF b(j%) < b(i%) THEN SWAP b(i%), b(j%)
  NEXT
NEXT
FOR i% = 0 TO 9: PRINT a(i%); : NEXT: PRINT
FOR i% = 0 TO 9: PRINT b(i%); : NEXT: PRINT
a(3) = a(4)
FOR i% = 1 TO 9
  IF a(i%) > a(i% - 1) THEN
    PRINT ">";
  ELSEIF a(i%) = a(i% - 1) THEN
    PRINT "=";
  ELSE
    PRINT "<";
  END IF
NEXT
PRINT
j% = 0
WHILE a(j%) < a(9 - j%)
  j% = j% + 1
WEND
PRINT "met at"; j%
j% = 0
DO
  j% = j% + 1
LOOP UNTIL b(j%) >= b(j% + 1) OR j% = 8
PRINT "stopped at"; j%
FOR i% = 8 TO 10
  IF a(i%) = 0 THEN
    PRINT "zero at"; i%
  ELSEIF a(i% + 1) < a(i%) THEN
    PRINT "down at"; i%
  END IF
NEXT
PRINT "not reached"
