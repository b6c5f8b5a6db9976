' expected: project brief (common.md): all syntax errors are reported, each at the first token that
' cannot continue its statement (the second =, the AS where a name must be, the *).
x = = 2
DIM AS INTEGER
PRINT "fine"
y = 3 +* 4
