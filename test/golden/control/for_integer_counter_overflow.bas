' expected: qbasic-facts.md "Numbers": INTEGER arithmetic overflows; the last NEXT of FOR i% = ...
' TO 32767 must step the counter to 32768, which is Overflow (a known QBasic pitfall). Column 1 =
' start of the NEXT statement.
FOR i% = 32766 TO 32767
  PRINT i%
NEXT i%
PRINT "not reached"
