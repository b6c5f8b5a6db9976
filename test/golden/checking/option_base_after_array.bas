' expected: PC-BASIC 2.0 stops `OPTION BASE 1` after `DIM A(5)` with Duplicate Definition; QB45 help
' "OPTION BASE Statement": it must come before any arrays are dimensioned. Reported before the run.
PRINT "never printed"
DIM a(5)
OPTION BASE 1
