' expected: PC-BASIC 2.0 reports `DIM B()` as a Syntax error (no bounds to dimension); QBasic's DIM
' syntax (help "DIM Statement") requires subscripts, empty brackets belong to COMMON, SHARED, STATIC and
' parameters. Reported before the run.
PRINT "never printed"
DIM b()
