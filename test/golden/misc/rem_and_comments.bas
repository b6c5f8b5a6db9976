' expected: QBasic help "REM": REM and ' start comments that run to the end of the line.
REM a remark
PRINT "a" ' trailing comment
PRINT "b": REM after a colon
' PRINT "c"
PRINT "d" 'PRINT "e"
