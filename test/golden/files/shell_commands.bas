' expected: QBasic help "SHELL Statement" (the command runs, then the program goes on) and the MS-DOS 5
' User's Guide: ECHO prints its text; > sends a command's output to a file and >> adds it to the end of one;
' TYPE shows a file; DIR /B lists bare names without heading or totals and /ON sorts them by name; the file
' named after > is created before the command runs, so DIR lists it too; a command COMMAND.COM does not
' have and cannot find on the drive is "Bad command or file name"; DEL deletes a file.
OPEN "NOTE.TXT" FOR OUTPUT AS #1: PRINT #1, "first line": CLOSE #1
SHELL "ECHO second line>>NOTE.TXT"
SHELL "TYPE NOTE.TXT"
SHELL "DIR /B /ON > LIST.TXT"
OPEN "LIST.TXT" FOR INPUT AS #1
DO UNTIL EOF(1): LINE INPUT #1, l$: PRINT "["; l$; "]": LOOP
CLOSE #1
SHELL "PKUNZIP GAME.ZIP"
SHELL "DEL LIST.TXT"
SHELL "dir/b"
PRINT "back in the program"
