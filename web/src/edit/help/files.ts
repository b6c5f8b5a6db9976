// Help pages: files and the drive.
import type { HelpEntry } from './entry.js';

export const FILE_HELP: HelpEntry[] = [
  {
    words: ['OPEN', 'OUTPUT', 'APPEND', 'RANDOM', 'BINARY', 'ACCESS'],
    syntax: 'OPEN file$ FOR {INPUT | OUTPUT | APPEND | RANDOM | BINARY} [ACCESS {READ | WRITE | READ WRITE}] [lock] AS [#]number [LEN = recordlength]',
    text: `Opens a file on the drive under a number from 1 to 255 (FREEFILE finds a free one). OUTPUT creates the file (emptying it if it exists), APPEND adds to its end, INPUT reads it; these are text files used with PRINT #, WRITE #, INPUT # and LINE INPUT #. RANDOM files hold records of a fixed length, used with GET and PUT; BINARY gives access to every byte.

Here the drive is kept by the browser: the Files list in the Edit view shows what programs wrote and lets you download it.`,
    example: `OPEN "NOTES.TXT" FOR OUTPUT AS #1
PRINT #1, "first line"
WRITE #1, "Ann", 42
CLOSE #1
OPEN "NOTES.TXT" FOR INPUT AS #1
LINE INPUT #1, a$
INPUT #1, who$, score
CLOSE #1
PRINT a$: PRINT who$, score`,
  },
  {
    words: ['CLOSE', 'RESET'],
    syntax: 'CLOSE [[#]number [, [#]number ...]]\nRESET',
    text: `CLOSE finishes with files: what was written is saved and the numbers become free again. With no number it closes every open file; RESET does the same. END also closes all files.`,
    example: `OPEN "A.TXT" FOR OUTPUT AS #1
OPEN "B.TXT" FOR OUTPUT AS #2
PRINT #1, "a": PRINT #2, "b"
CLOSE
PRINT "both closed"`,
  },
  {
    words: ['EOF', 'LOF', 'LOC'],
    syntax: 'EOF(number)\nLOF(number)\nLOC(number)',
    text: `EOF is true (-1) when a file has no more to read, so \`DO UNTIL EOF(1)\` reads a whole file. LOF gives a file's length in bytes. LOC gives the position: the last record read or written in a RANDOM file, the byte position in a BINARY one.`,
    example: `OPEN "LIST.TXT" FOR OUTPUT AS #1
FOR i = 1 TO 3: PRINT #1, "item"; i: NEXT
CLOSE #1
OPEN "LIST.TXT" FOR INPUT AS #1
PRINT "length:"; LOF(1); "bytes"
DO UNTIL EOF(1)
  LINE INPUT #1, l$
  PRINT l$
LOOP
CLOSE #1`,
  },
  {
    words: ['FREEFILE'],
    syntax: 'FREEFILE',
    text: `The lowest file number not in use, so a SUB can open a file without knowing which numbers the rest of the program uses.`,
    example: `f = FREEFILE
OPEN "LOG.TXT" FOR APPEND AS #f
PRINT #f, "opened as number"; f
CLOSE #f
PRINT "used file number"; f`,
  },
  {
    words: ['SEEK'],
    syntax: 'SEEK [#]number, position\nSEEK(number)',
    text: `The statement moves to a byte (BINARY, text files) or record (RANDOM) of an open file, counting from 1; the function gives where the next read or write happens.`,
    example: `OPEN "ABC.DAT" FOR BINARY AS #1
a$ = "ABCDEF"
PUT #1, , a$
SEEK #1, 3
b$ = " "
GET #1, , b$
PRINT "byte 3 is "; b$; ", next is"; SEEK(1)
CLOSE #1`,
  },
  {
    words: ['GET', 'PUT'],
    syntax: 'GET [#]number [, [position] [, variable]]\nPUT [#]number [, [position] [, variable]]\nGET (x1, y1)-(x2, y2), array\nPUT (x, y), array [, PSET | PRESET | AND | OR | XOR]',
    text: `With a file number, GET reads and PUT writes a record (RANDOM files) or the bytes of a variable (BINARY files), at a position or where the file is.

With coordinates they are graphics statements: GET copies a rectangle of the screen into an array, and PUT draws it back anywhere, by default with XOR so that drawing twice erases it: the classic way to move sprites.`,
    example: `SCREEN 13
CIRCLE (10, 10), 8, 14
PAINT (10, 10), 14
DIM sprite(300) AS INTEGER
GET (0, 0)-(20, 20), sprite
FOR x = 30 TO 280 STEP 50
  PUT (x, 80), sprite, PSET
NEXT`,
  },
  {
    words: ['FIELD'],
    syntax: 'FIELD [#]number, width AS variable$ [, width AS variable$ ...]',
    text: `The older way to lay out the records of a RANDOM file: it maps string variables onto parts of the file's record buffer. Fill them with LSET or RSET (plain assignment breaks the mapping) and numbers with MKI$ and friends, then PUT. A TYPE record is simpler.`,
    example: `OPEN "PEOPLE.DAT" FOR RANDOM AS #1 LEN = 12
FIELD #1, 10 AS nm$, 2 AS age$
LSET nm$ = "Ann": LSET age$ = MKI$(31)
PUT #1, 1
GET #1, 1
PRINT RTRIM$(nm$); CVI(age$)
CLOSE #1`,
  },
  {
    words: ['MKI$', 'MKL$', 'MKS$', 'MKD$', 'CVI', 'CVL', 'CVS', 'CVD'],
    title: 'MKI$, MKL$, MKS$, MKD$, CVI, CVL, CVS, CVD',
    syntax: 'MKI$(integer)  MKL$(long)  MKS$(single)  MKD$(double)\nCVI(2 bytes$)  CVL(4 bytes$)  CVS(4 bytes$)  CVD(8 bytes$)',
    text: `The MK functions turn a number into the bytes it takes in memory (2, 4, 4 or 8 characters); the CV functions turn those bytes back into the number. They are how numbers are stored in FIELD records.`,
    example: `b$ = MKI$(258)
PRINT LEN(b$); ASC(LEFT$(b$, 1)); ASC(RIGHT$(b$, 1))
PRINT CVI(b$)
PRINT CVD(MKD$(3.25))`,
  },
  {
    words: ['MKSMBF$', 'MKDMBF$', 'CVSMBF', 'CVDMBF'],
    title: 'MKSMBF$, MKDMBF$, CVSMBF, CVDMBF',
    syntax: 'MKSMBF$(single)  MKDMBF$(double)\nCVSMBF(4 bytes$)  CVDMBF(8 bytes$)',
    text: `Like MKS$, MKD$, CVS and CVD, but in the Microsoft Binary Format that GW-BASIC and older BASICs used for floating-point numbers, so files those programs wrote can be read.`,
    example: `m$ = MKSMBF$(1.5)
PRINT LEN(m$)
PRINT CVSMBF(m$)`,
  },
  {
    words: ['KILL', 'NAME'],
    syntax: 'KILL file$\nNAME old$ AS new$',
    text: `KILL deletes files from the drive (\`*\` and \`?\` wildcards allowed); NAME renames one. Deleting or renaming a file that does not exist is \`File not found\`.`,
    example: `OPEN "OLD.TXT" FOR OUTPUT AS #1: PRINT #1, "x": CLOSE #1
NAME "OLD.TXT" AS "NEW.TXT"
FILES "*.TXT"
KILL "NEW.TXT"
PRINT "deleted"`,
  },
  {
    words: ['FILES'],
    syntax: 'FILES [pattern$]',
    text: `Lists the files on the drive that match a pattern such as \`"*.BAS"\` (all files when left out), as DOS's DIR command does.`,
    example: `OPEN "HELLO.TXT" FOR OUTPUT AS #1: CLOSE #1
FILES`,
  },
  {
    words: ['CHDIR', 'MKDIR', 'RMDIR'],
    syntax: 'CHDIR path$\nMKDIR path$\nRMDIR path$',
    text: `Change to, create and remove directories on a DOS disk. The browser drive keeps all files in one place and has no directories: these answer \`Path/File access error\`, which a program can trap.`,
    example: `ON ERROR GOTO NoDirectories
MKDIR "GAMES"
PRINT "made a directory"
END

NoDirectories:
PRINT "no directories here: error"; ERR
END`,
  },
  {
    words: ['LOCK', 'UNLOCK'],
    syntax: 'LOCK [#]number [, {record | [start] TO end}]\nUNLOCK [#]number [, {record | [start] TO end}]',
    text: `On a network, LOCK stops other programs from using part or all of an open file until UNLOCK. Every LOCK needs an UNLOCK with the same arguments before the file is closed. With one user they change nothing.`,
    example: `OPEN "SHARED.DAT" FOR RANDOM AS #1 LEN = 4
LOCK #1, 1
PUT #1, 1, 1234&
UNLOCK #1, 1
CLOSE #1
PRINT "record written"`,
  },
  {
    words: ['FILEATTR'],
    syntax: 'FILEATTR(number, attribute)',
    text: `Information about an open file: with attribute 1 its mode (1 INPUT, 2 OUTPUT, 4 RANDOM, 8 APPEND, 32 BINARY), with 2 its DOS file handle.`,
    example: `OPEN "X.TXT" FOR APPEND AS #1
PRINT "mode:"; FILEATTR(1, 1)
CLOSE #1`,
  },
];
