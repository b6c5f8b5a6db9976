' expected: MS-DOS 5 User's Guide ("Files and directories": names of up to 8 characters and a 3-character
' extension, longer ones cut short, case ignored; a path from the root starts with \; each drive has its own
' current directory, which CHDIR changes without changing the current drive; .. is the parent) and the QB45
' help on MKDIR, CHDIR, RMDIR, KILL, NAME and OPEN: error 53 File not found, 76 Path not found, 75
' Path/File access error (RMDIR of a directory with files in it).
ON ERROR GOTO Trouble
MKDIR "C:\GAME"
CHDIR "\game"
OPEN "scores.data" FOR OUTPUT AS #1: PRINT #1, 100: CLOSE #1
OPEN "SCORES.DAT" FOR INPUT AS #1: INPUT #1, s: CLOSE #1
PRINT "in GAME:"; s
CHDIR "C:\"
OPEN "game\Scores.Dat" FOR INPUT AS #1: INPUT #1, s: CLOSE #1
PRINT "from the root:"; s
OPEN "SCORES.DAT" FOR INPUT AS #1
PRINT "not at the root"
CHDIR "GAME"
OPEN "..\GAME\SCORES.DAT" FOR INPUT AS #1: CLOSE #1
PRINT "up and down again"
NAME "SCORES.DAT" AS "C:\GAME\HIGH.DAT"
OPEN "\GAME\HIGH.DAT" FOR INPUT AS #1: INPUT #1, s: CLOSE #1
PRINT "renamed:"; s
CHDIR "\"
RMDIR "GAME"
KILL "GAME\HIGH.DAT"
RMDIR "GAME"
CHDIR "GAME"
OPEN "..\OUTSIDE.TXT" FOR OUTPUT AS #1
PRINT "done"
END
Trouble:
PRINT "error"; ERR
RESUME NEXT
