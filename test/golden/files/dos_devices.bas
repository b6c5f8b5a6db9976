' expected: MS-DOS 5 User's Guide ("Device names": CON the console, NUL the null device, PRN and LPT1 the
' printer; a device name with an extension is still the device) and the QB45 help on OPEN ("SCRN:",
' "KYBD:", "LPT1:" as file names): CON and SCRN: print on the screen, NUL swallows what is written to it
' and is at its end when read, KYBD: reads typed lines. The printer's output goes to LPT1.TXT on the drive
' (this interpreter's printer; test/unit/cli.test.ts reads it), which DOS programs cannot open: LPT1.TXT
' is the printer device too, and OPEN "CON.TXT" is the console.
OPEN "CON" FOR OUTPUT AS #1
PRINT #1, "to the console"
CLOSE #1
OPEN "SCRN:" FOR OUTPUT AS #2
PRINT #2, "to the screen"; 2
CLOSE #2
OPEN "NUL.TXT" FOR OUTPUT AS #3
PRINT #3, "nowhere"
CLOSE #3
OPEN "KYBD:" FOR INPUT AS #4
LINE INPUT #4, a$
CLOSE #4
PRINT "typed "; a$
OPEN "LPT1:" FOR OUTPUT AS #5
PRINT #5, "printed"
CLOSE #5
LPRINT "and"; 2
OPEN "CON.TXT" FOR OUTPUT AS #1
PRINT #1, "console again"
CLOSE #1
OPEN "NUL" FOR INPUT AS #1
PRINT "NUL at its end:"; EOF(1)
CLOSE #1
