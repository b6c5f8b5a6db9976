' expected: QB4.5 help "IF...THEN...ELSE Statement Details": anything other than a comment after
' THEN makes the IF single-line, and its THEN and ELSE clauses are optional, so an ELSE with
' nothing after it (as the QBasic editor keeps it), THEN ELSE, and ELSE before a comment are
' single-line IFs whose empty clause does nothing.
a$ = ""
IF a$ = "" THEN PRINT "empty" ELSE
IF a$ <> "" THEN PRINT "never" ELSE
IF a$ = "" THEN ELSE PRINT "never"
IF a$ <> "" THEN ELSE PRINT "else ran"
IF a$ = "" THEN ELSE
IF a$ = "" GOTO skip ELSE
PRINT "never"
skip:
IF a$ <> "" THEN PRINT "never" ELSE ' nothing to do
IF a$ = "" THEN PRINT "one"; : PRINT " two" ELSE :
IF a$ <> "" THEN PRINT "never" ELSE IF a$ = "" THEN PRINT "nested" ELSE
PRINT "end"
