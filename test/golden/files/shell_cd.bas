' expected: MS-DOS 5 User's Guide (MD makes a directory, CD changes the current directory of its drive and
' CD alone shows it) and the MS-DOS Programmer's Reference: the current directory of each drive is the
' system's, not a process's, so a CD in the COMMAND.COM that SHELL starts holds for the program after it.
SHELL "MD GAME"
SHELL "CD GAME"
SHELL "CD"
OPEN "SCORES.DAT" FOR OUTPUT AS #1: PRINT #1, 42: CLOSE #1
CHDIR "\"
SHELL "CD"
SHELL "DIR /B GAME"
SHELL "TYPE GAME\SCORES.DAT"
