' expected: project brief (common.md): every syntax error is reported with line:col before anything
' runs; the column is the first token that cannot continue the statement (* and = here).
PRINT "never printed"
x = 5 +* 3
PRINT "ok"
FOR = 1 TO 3
