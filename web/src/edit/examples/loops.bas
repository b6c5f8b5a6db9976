' Loops: a times table with FOR ... NEXT, then counting down with DO ... LOOP
CLS
PRINT "Times table"
PRINT
FOR row = 1 TO 9
  FOR col = 1 TO 9
    PRINT USING "###"; row * col;
  NEXT col
  PRINT
NEXT row
PRINT
n = 10
DO WHILE n > 0
  PRINT n;
  n = n - 1
LOOP
PRINT "Lift-off!"
