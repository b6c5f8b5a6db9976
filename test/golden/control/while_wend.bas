' expected: QBasic help "WHILE...WEND": repeats while the condition is nonzero; nests.
i = 1
WHILE i <= 3
  j = 1
  WHILE j <= i
    PRINT "*";
    j = j + 1
  WEND
  PRINT
  i = i + 1
WEND
WHILE 0
  PRINT "never"
WEND
