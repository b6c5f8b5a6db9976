' expected: QB4.5 help "READ Statement Details" and "RESTORE": each READ converts the item for the
' variable it reads into, however often the item is read again after RESTORE: rounded for INTEGER, as
' written for a STRING, Overflow (6) for INTEGER and not for LONG, a Syntax error (2) every time for
' text read into a number.
ON ERROR GOTO handler
FOR pass% = 1 TO 3
  RESTORE
  READ a%, b!, c$, d&, e%
  PRINT a%; b!; c$; d&; e%
  READ w$
  RESTORE word
  READ n
  PRINT w$; n
NEXT
END
handler:
PRINT "error"; ERR;
RESUME NEXT
DATA 2.5, 2.5, 2.5, 40000, 40000
word:
DATA abc
