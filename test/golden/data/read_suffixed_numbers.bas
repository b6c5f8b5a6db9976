' expected: QuickBASIC 4.5 reads a numeric DATA item that keeps its type suffix (QB64 issue #124:
' `DATA 1!` "works as expected in QuickBASIC 4.5"; Microsoft's Game Shop QSHIPS.BAS has DATA 3210288&).
' The variable's type decides the value; output by PRINT rules.
READ a&, b, c#, d%
PRINT a&; b; c#; d%
DATA 3210288&, 1.5!, 2#, 7%
