' expected: qbasic-facts.md "Numbers": INTEGER arithmetic that leaves -32768..32767 is Overflow;
' negating -32768 or dividing it by -1 gives 32768. Column 1 = start of the statement.
ON ERROR GOTO handler
a% = -32768
PRINT a% \ -1
b% = -a%
PRINT a% + 0; a% * 1
ON ERROR GOTO 0
PRINT "untrapped"
c% = -a%
END
handler:
PRINT "error"; ERR
RESUME NEXT
