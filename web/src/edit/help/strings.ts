// Help pages: strings, dates and times.
import type { HelpEntry } from './entry.js';

export const STRING_HELP: HelpEntry[] = [
  {
    words: ['ASC', 'CHR$'],
    syntax: 'ASC(string$)\nCHR$(code)',
    text: `ASC gives the character code (0-255, code page 437) of a string's first character; CHR$ makes a one-character string from a code. CHR$ is the way to print characters you cannot type, such as box-drawing lines or a double quote, CHR$(34).`,
    example: `PRINT ASC("A")
PRINT CHR$(65); CHR$(66); CHR$(67)
PRINT CHR$(34); "quoted"; CHR$(34)
FOR i = 176 TO 178: PRINT CHR$(i); : NEXT: PRINT`,
  },
  {
    words: ['LEFT$', 'RIGHT$'],
    syntax: 'LEFT$(string$, count)\nRIGHT$(string$, count)',
    text: `The first or last \`count\` characters of a string. Asking for more characters than there are gives the whole string.`,
    example: `s$ = "QBasic rules"
PRINT LEFT$(s$, 6)
PRINT RIGHT$(s$, 5)`,
  },
  {
    words: ['MID$'],
    syntax: 'MID$(string$, start [, length])\nMID$(variable$, start [, length]) = replacement$',
    text: `As a function, MID$ gives part of a string, from position \`start\` (the first character is 1), \`length\` characters long or to the end. As a statement, it overwrites characters inside a string variable without changing its length.`,
    example: `s$ = "Hello, world"
PRINT MID$(s$, 8, 5)
PRINT MID$(s$, 8)
MID$(s$, 1, 5) = "Howdy"
PRINT s$`,
  },
  {
    words: ['LEN'],
    syntax: 'LEN(string$)\nLEN(variable)',
    text: `The number of characters in a string. Given a numeric variable or a record, it gives the bytes it takes in memory (2 for INTEGER, 4 for LONG and SINGLE, 8 for DOUBLE).`,
    example: `PRINT LEN("QBasic")
PRINT LEN("")
DIM n AS LONG
PRINT LEN(n)`,
  },
  {
    words: ['INSTR'],
    syntax: 'INSTR([start,] string$, search$)',
    text: `The position where \`search$\` first appears in \`string$\`, starting the search at \`start\` (1 if left out), or 0 when it does not appear. Upper and lower case count as different.`,
    example: `s$ = "the cat sat on the mat"
PRINT INSTR(s$, "at")
PRINT INSTR(6, s$, "at")
PRINT INSTR(s$, "dog")`,
  },
  {
    words: ['LCASE$', 'UCASE$'],
    syntax: 'LCASE$(string$)\nUCASE$(string$)',
    text: `The string in lower case or upper case letters. Useful for comparing what a user typed without caring how they typed it.`,
    example: `a$ = "Mixed Case"
PRINT UCASE$(a$)
PRINT LCASE$(a$)
IF UCASE$("yes") = "YES" THEN PRINT "match"`,
  },
  {
    words: ['LTRIM$', 'RTRIM$'],
    syntax: 'LTRIM$(string$)\nRTRIM$(string$)',
    text: `Remove the spaces at the start (LTRIM$) or the end (RTRIM$) of a string. LTRIM$(STR$(n)) is the usual way to print a number without its leading space.`,
    example: `n = 42
PRINT "[" + STR$(n) + "]"
PRINT "[" + LTRIM$(STR$(n)) + "]"
PRINT "[" + RTRIM$("padded   ") + "]"`,
  },
  {
    words: ['SPACE$', 'STRING$'],
    syntax: 'SPACE$(count)\nSTRING$(count, code)\nSTRING$(count, string$)',
    text: `SPACE$ makes a string of spaces; STRING$ repeats one character, given by its code or as the first character of a string.`,
    example: `PRINT STRING$(20, "=")
PRINT "|"; SPACE$(18); "|"
PRINT STRING$(20, 61)`,
  },
  {
    words: ['STR$', 'VAL'],
    syntax: 'STR$(number)\nVAL(string$)',
    text: `STR$ turns a number into text, as PRINT would show it (with a leading space for positive numbers). VAL reads a number from the start of a string, skipping spaces and stopping at the first character that cannot belong to it; it gives 0 when there is no number. VAL also reads \`&H\` (hex) and \`&O\` (octal) numbers.`,
    example: `a$ = STR$(3.5)
PRINT "[" + a$ + "]"
PRINT VAL("12.5 apples") * 2
PRINT VAL("&HFF")
PRINT VAL("none")`,
  },
  {
    words: ['HEX$', 'OCT$'],
    syntax: 'HEX$(number)\nOCT$(number)',
    text: `The number, rounded to a whole number, written in hexadecimal (base 16) or octal (base 8). Negative numbers are shown in two's complement.`,
    example: `PRINT HEX$(255)
PRINT OCT$(8)
PRINT HEX$(-1)`,
  },
  {
    words: ['LSET', 'RSET'],
    syntax: 'LSET variable$ = string$\nRSET variable$ = string$',
    text: `Copy a string into a string variable (often a FIELD variable of a random-access file) without changing the variable's length: LSET puts it at the left and fills with spaces, RSET puts it at the right. Text that does not fit is cut off. LSET also copies one record variable into another.`,
    example: `a$ = SPACE$(10)
LSET a$ = "left"
PRINT "["; a$; "]"
RSET a$ = "right"
PRINT "["; a$; "]"`,
  },
  {
    words: ['DATE$', 'TIME$'],
    syntax: 'DATE$\nTIME$',
    text: `DATE$ gives today's date as \`mm-dd-yyyy\` and TIME$ the time as \`hh:mm:ss\`. In QBasic they can also be assigned to set the computer's clock; in the browser that is not allowed.`,
    example: `PRINT "Today is "; DATE$
PRINT "The time is "; TIME$
PRINT "The year is "; RIGHT$(DATE$, 4)`,
  },
];
