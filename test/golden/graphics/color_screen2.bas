' Expected: Illegal function call at COLOR, after "before" is printed. QB45 help ("COLOR Statement") gives
' COLOR no syntax in SCREEN 2; PC-BASIC 2.0.8 running these lines in its SCREEN 2 agrees.
SCREEN 2
PRINT "before"
COLOR 1
PRINT "not reached"
