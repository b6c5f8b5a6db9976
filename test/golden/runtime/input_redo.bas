' expected: QB4.5 help, "INPUT Statement": a prompt followed by ; gets "? ", with , it does not; typed
' keys echo; a line that does not match the variables prints "Redo from start" and asks again;
' Backspace erases the last character typed.
INPUT "Name"; n$
INPUT "Age, weight", age%, w!
PRINT n$; age%; w!
LINE INPUT "Line: "; l$
PRINT "["; l$; "]"
