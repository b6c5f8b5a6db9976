// Help pages: the text screen and the keyboard.
import type { HelpEntry } from './entry.js';

export const TEXT_HELP: HelpEntry[] = [
  {
    words: ['PRINT'],
    syntax: 'PRINT [expression [; | ,] ...]\nPRINT #filenumber, [expression ...]\n? expression',
    text: `Writes numbers and text on the screen at the cursor, then moves to the next line.

A semicolon between items writes them side by side; a comma moves to the next print zone (every 14 columns). A semicolon or comma at the end keeps the cursor on the same line for the next PRINT. Positive numbers are printed with a leading space (where the sign would go) and every number is followed by a space. Typing \`?\` is a shortcut for PRINT.`,
    example: `CLS
PRINT "Hello, world!"
PRINT "2 + 3 ="; 2 + 3
PRINT "A", "B", "C"
PRINT "no new line... ";
PRINT "continued"`,
    see: ['USING', 'WRITE', 'LOCATE'],
  },
  {
    words: ['USING'],
    title: 'PRINT USING',
    syntax: 'PRINT [#filenumber,] USING format$; expression [; expression ...]',
    text: `Prints values through a template. In the template, \`#\` stands for a digit, \`.\` places the decimal point, \`,\` before the point groups thousands, \`+\` or \`-\` shows the sign, \`$$\` puts a dollar sign in front and \`**\` fills leading spaces with stars. For strings, \`&\` prints the whole string, \`!\` its first character and \`\\  \\\` as many characters as the backslashes span.

Any other character in the template is printed as it is. When a number does not fit, it is printed with a \`%\` in front.`,
    example: `PRINT USING "###.##"; 3.14159
PRINT USING "Total: $$#,###.##"; 1234.5
PRINT USING "& scored ### points"; "Ann"; 42
PRINT USING "!"; "Yes"`,
  },
  {
    words: ['LPRINT', 'LPOS'],
    syntax: 'LPRINT [expression ...]\nLPRINT USING format$; expression ...\nLPOS(printer)',
    text: `LPRINT writes to the printer (LPT1) just as PRINT writes to the screen. LPOS(1) gives the printer head's column. In this browser version there is no printer: what LPRINT writes goes nowhere, and LPOS is not available.`,
    example: `LPRINT "This line goes to the printer"
PRINT "Sent one line to the printer"`,
  },
  {
    words: ['CLS'],
    syntax: 'CLS [0 | 1 | 2]',
    text: `Clears the screen and puts the cursor in the top left corner. With no argument it clears the active viewport; \`CLS 0\` clears everything, \`CLS 1\` only the graphics viewport and \`CLS 2\` only the text viewport.`,
    example: `PRINT "You will not see this for long"
CLS
PRINT "A clean screen"`,
  },
  {
    words: ['LOCATE'],
    syntax: 'LOCATE [row] [, [column] [, [cursor] [, start, stop]]]',
    text: `Moves the text cursor to a row (1 to 25) and column (1 to 80 or 40) so the next PRINT starts there. Leave out a value to keep it. The third argument shows (1) or hides (0) the blinking cursor; the last two set its shape in scan lines.`,
    example: `CLS
LOCATE 12, 35: PRINT "Centre"
LOCATE 1, 1: PRINT "Top left"
LOCATE 24, 70: PRINT "Corner"`,
  },
  {
    words: ['COLOR'],
    syntax: 'COLOR [foreground] [, [background] [, border]]   (SCREEN 0)\nCOLOR [background] [, palette]   (SCREEN 1)\nCOLOR [foreground]   (SCREEN 7-13)',
    text: `Chooses the colours of the text printed next. In text mode there are 16 foreground colours (0 black, 1 blue, 2 green, 3 cyan, 4 red, 5 magenta, 6 brown, 7 white, 8-15 their bright versions; add 16 to blink) and 8 background colours. In SCREEN 1 the first number is the background colour and the second picks one of two palettes; in the other graphics modes the number is an attribute of the screen's palette.`,
    example: `CLS
FOR c = 1 TO 15
  COLOR c
  PRINT "Colour"; c
NEXT
COLOR 15, 1
PRINT " White on blue "
COLOR 7, 0`,
  },
  {
    words: ['CSRLIN', 'POS'],
    syntax: 'CSRLIN\nPOS(0)',
    text: `CSRLIN gives the row the text cursor is on and POS(0) its column. Together they let a program remember where it was printing and come back later.`,
    example: `CLS
PRINT "Hello ";
r = CSRLIN: c = POS(0)
PRINT
PRINT "The cursor was at row"; r; "column"; c`,
  },
  {
    words: ['TAB', 'SPC'],
    syntax: 'PRINT TAB(column)\nPRINT SPC(count)',
    text: `Used only inside PRINT (and LPRINT). TAB moves the cursor forward to a column; if the cursor is already past it, it moves to that column on the next line. SPC prints a number of spaces.`,
    example: `PRINT "Name"; TAB(20); "Score"
PRINT "Ann"; TAB(20); 95
PRINT "A"; SPC(5); "B"`,
  },
  {
    words: ['WIDTH'],
    syntax: 'WIDTH [columns] [, rows]\nWIDTH #filenumber, width',
    text: `Sets how many columns (40 or 80) and rows (25, 43 or 50 where the display allows it) the text screen has. With a file number it sets the line width of output to that file.`,
    example: `WIDTH 40
PRINT "Big letters: 40 columns"
SLEEP 1
WIDTH 80
PRINT "Back to 80 columns"`,
  },
  {
    words: ['WRITE'],
    syntax: 'WRITE [expression [, expression ...]]\nWRITE #filenumber, expression [, ...]',
    text: `Like PRINT, but the values are separated by commas, strings are put in double quotes and numbers get no extra spaces. This is the form INPUT # reads back, so it is the usual way to save data to a file.`,
    example: `WRITE "Ann", 42, 3.5
pet$ = "Rex": age = 7
WRITE pet$, age`,
  },
  {
    words: ['INPUT'],
    syntax: 'INPUT [;] ["prompt" {; | ,}] variable [, variable ...]\nINPUT #filenumber, variable [, ...]',
    text: `Waits for the user to type values and press Enter, and stores them in variables. A semicolon after the prompt adds \`? \`; a comma leaves the question mark out. Several values are typed separated by commas. If what is typed does not fit (text for a number), QBasic says \`Redo from start\` and asks again.

With a file number, INPUT # reads values from a file opened FOR INPUT. The word INPUT also appears in OPEN ... FOR INPUT.`,
    example: `INPUT "What is your name"; n$
INPUT "How old are you"; age
PRINT "Hello, "; n$; ". Next year you will be"; age + 1`,
    keys: 'Ann{enter}30{enter}',
    see: ['LINE', 'INKEY$', 'OPEN'],
  },
  {
    words: ['INKEY$'],
    syntax: 'INKEY$',
    text: `Gives the key waiting in the keyboard buffer without waiting: an empty string when no key was pressed, one character for ordinary keys, and two characters (CHR$(0) and a scan code) for keys such as the arrows and function keys. Games call it in a loop.`,
    example: `PRINT "Press keys, Esc to stop"
DO
  k$ = INKEY$
  IF LEN(k$) = 1 THEN PRINT "Key:"; ASC(k$)
  IF LEN(k$) = 2 THEN PRINT "Extended key, scan code"; ASC(RIGHT$(k$, 1))
LOOP UNTIL k$ = CHR$(27)`,
    keys: 'a{up}{esc}',
  },
  {
    words: ['INPUT$'],
    syntax: 'INPUT$(count [, #filenumber])',
    text: `Reads exactly \`count\` characters from the keyboard (without showing them, and without waiting for Enter) or from a file. Handy for passwords and for reading a file byte by byte.`,
    example: `PRINT "Press any three keys"
k$ = INPUT$(3)
PRINT "You pressed: "; k$`,
    keys: 'xyz',
  },
];
