' expected: QB4.5 help "READ Statement Details": values read into INTEGER variables are rounded; a
' string item read into a numeric variable is a run-time "Syntax error" (error 2); a number too
' large for the variable is a run-time error (Overflow, error 6, per the Basmark QuickBASIC manual);
' fixed-length strings are padded or truncated. RESTORE before each read keeps the data pointer
' independent of what a failed READ does to it.
ON ERROR GOTO handler
DIM f AS STRING * 4
READ a%, b%
PRINT a%; b%
RESTORE word
READ c
RESTORE big
READ d%
RESTORE strs
READ f
PRINT "["; f; "]"
READ f
PRINT "["; f; "]"
END
handler:
PRINT "error"; ERR
RESUME NEXT
DATA 3.5, 2.5
word:
DATA abc
big:
DATA 40000
strs:
DATA "toolong", "ab"
