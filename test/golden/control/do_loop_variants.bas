' expected: QBasic help "DO...LOOP": WHILE/UNTIL at the top test before the body, at the bottom
' after it (so the body runs at least once).
i = 0
DO WHILE i < 3
  i = i + 1: PRINT i;
LOOP
PRINT
DO UNTIL i = 0
  i = i - 1: PRINT i;
LOOP
PRINT
DO
  PRINT "once";
LOOP WHILE i > 0
PRINT
DO
  i = i + 2: PRINT i;
LOOP UNTIL i >= 5
PRINT
DO WHILE 0
  PRINT "never"
LOOP
