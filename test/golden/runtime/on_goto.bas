' expected: QB4.5 help, "ON...GOSUB, ON...GOTO Statements": the n-th label is taken; 0 or more than the
' number of labels falls through; a negative value is Illegal function call (error 5).
FOR n = 0 TO 3
  ON n GOSUB One, Two
  PRINT "/";
NEXT
PRINT
ON 2 GOTO One, Skip
PRINT "not here"
Skip:
n = -1
ON n GOTO One
One:
PRINT "one";
RETURN
Two:
PRINT "two";
RETURN
