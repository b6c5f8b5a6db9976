' expected: QBasic help "INPUT #": numbers are separated by commas, spaces or line ends.
OPEN "N.TXT" FOR OUTPUT AS #1
PRINT #1, 1; 2; -3
PRINT #1, "4,5"
CLOSE #1
OPEN "N.TXT" FOR INPUT AS #1
s = 0
DO UNTIL EOF(1)
  INPUT #1, v
  s = s + v
  PRINT v;
LOOP
PRINT
PRINT s
CLOSE #1
