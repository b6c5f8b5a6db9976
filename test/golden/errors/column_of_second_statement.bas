' expected: qbasic-facts.md "Errors" + brief: a run-time error is blamed on the start of the statement
' that failed, here the second statement of the line (column 13).
n = 0
PRINT "a";: y = 5 / n
