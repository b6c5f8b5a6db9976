' expected: PC-BASIC 2.0 plays these strings without error: blanks inside a PLAY string are skipped, also
' between a note and its sharp (`F +`, as Final Fantasy tunes from the 90s shareware collections write).
PLAY "MB l64t230o1ao4f + o1a"
PRINT "ok1"
PLAY "c  d # e"
PRINT "ok2"
