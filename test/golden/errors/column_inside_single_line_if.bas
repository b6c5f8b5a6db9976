' expected: qbasic-facts.md "Errors" + brief: the failing statement is the assignment after THEN, so
' the column is where it starts (15), not the IF.
n = 0
IF n = 0 THEN z = 1 / n
