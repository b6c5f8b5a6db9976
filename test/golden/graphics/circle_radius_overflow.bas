' expected: PC-BASIC 2.0 run of this listing in its SCREEN 7 (same 320x200 geometry): a CIRCLE radius,
' like a LINE or PSET coordinate, that does not fit an INTEGER is Overflow (error 6).
SCREEN 13
ON ERROR GOTO 100
CIRCLE (160, 100), 1E8, 4
PRINT "c1"
CIRCLE (160, 100), 40000!, 4
PRINT "c2"
CIRCLE (160, 100), 30000, 4
PRINT "c3"
LINE (-1E8, -1E8)-(1E8, 1E8)
PRINT "l"
PSET (40000!, 5): PRINT "p"
END
100 PRINT "err"; ERR: RESUME NEXT
