' expected: a DOS text file may end with Ctrl+Z (CHR$(26)); QBasic loads the program without it, so the
' last DATA item is 2, not "2" + CHR$(26) (which READ into a number would be a Syntax error). The file
' ends in the byte 1Ah right after the last DATA item.
READ a, b: PRINT a; b
DATA 1,2