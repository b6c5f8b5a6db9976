' expected: QBasic help, PRINT: ";" prints the next item right after the last; a trailing ; or ,
' suppresses the newline; PRINT alone prints an empty line.
PRINT "a"; "b";
PRINT "c"
PRINT
PRINT 1; 2;
PRINT 3
PRINT "last";
