' expected: QBasic help "EXIT": EXIT SUB and EXIT FUNCTION return at once; a FUNCTION keeps the
' value assigned so far.
DECLARE SUB Show (n)
DECLARE FUNCTION FirstDigit% (s$)
Show 1
Show -1
PRINT FirstDigit%("ab7c9"); FirstDigit%("none")
SUB Show (n)
  IF n < 0 THEN EXIT SUB
  PRINT "shown"; n
END SUB
FUNCTION FirstDigit% (s$)
  FirstDigit% = -1
  FOR i = 1 TO LEN(s$)
    c$ = MID$(s$, i, 1)
    IF c$ >= "0" AND c$ <= "9" THEN FirstDigit% = VAL(c$): EXIT FUNCTION
  NEXT
END FUNCTION
