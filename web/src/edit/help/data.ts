// Help pages: variables, types, arrays and procedures.
import type { HelpEntry } from './entry.js';

export const DATA_HELP: HelpEntry[] = [
  {
    words: ['DIM', 'AS', 'SHARED'],
    syntax: 'DIM [SHARED] variable[(subscripts)] [AS type] [, ...]',
    text: `Declares a variable or an array. \`DIM a(10)\` makes 11 elements, 0 to 10 (see OPTION BASE); \`DIM b(1 TO 5, 1 TO 5)\` gives both bounds and two dimensions. AS gives the type: INTEGER, LONG, SINGLE, DOUBLE, STRING, \`STRING * n\` (fixed length) or a TYPE of your own. SHARED makes it visible inside every SUB and FUNCTION of the module.

An array used without DIM gets subscripts 0 to 10 in each dimension.`,
    example: `DIM names(1 TO 3) AS STRING
DIM grid(2, 2) AS INTEGER
names(1) = "Ann": names(2) = "Bob": names(3) = "Cy"
grid(1, 1) = 5
FOR i = 1 TO 3: PRINT names(i); " ";: NEXT: PRINT
PRINT grid(1, 1) + grid(0, 0)`,
  },
  {
    words: ['INTEGER', 'LONG', 'SINGLE', 'DOUBLE', 'STRING'],
    title: 'Data types',
    syntax: 'name%  INTEGER   whole numbers -32768 to 32767\nname&  LONG      whole numbers -2147483648 to 2147483647\nname!  SINGLE    7 digits (the default)\nname#  DOUBLE    15-16 digits\nname$  STRING    text, up to 32767 characters',
    text: `Every variable has a type, given by the character at the end of its name, by DIM ... AS, or by a DEFtype statement. A name with no suffix is SINGLE unless a DEFtype says otherwise. INTEGER arithmetic is fastest, but a result outside its range (even \`a% + 1\` when a% is 32767: write \`a% + 1&\` to work in LONG) is an \`Overflow\` error. \`STRING * n\` declares a fixed-length string, padded with spaces.`,
    example: `a% = 32767
b& = a% + 1&
c! = 1 / 3
d# = 1# / 3
DIM e AS STRING * 5
e = "Hi"
PRINT b&, c!, d#
PRINT "["; e; "]"`,
  },
  {
    words: ['DEFINT', 'DEFLNG', 'DEFSNG', 'DEFDBL', 'DEFSTR'],
    title: 'DEFINT, DEFLNG, DEFSNG, DEFDBL, DEFSTR',
    syntax: 'DEFINT letter[-letter] [, ...]\n(and the same for DEFLNG, DEFSNG, DEFDBL, DEFSTR)',
    text: `Sets the type of every variable whose name starts with the given letters and has no type suffix. \`DEFINT A-Z\` at the top of a program makes all plain variables INTEGERs, which is faster, and is common in games.`,
    example: `DEFINT A-Z
DEFSTR S
x = 7 / 2
s = "text"
PRINT x, s`,
  },
  {
    words: ['REDIM', 'ERASE'],
    syntax: 'REDIM [SHARED] array(subscripts) [AS type]\nERASE array [, array ...]',
    text: `REDIM creates a dynamic array again with new bounds; its old contents are lost. ERASE sets every element of a fixed array to zero (or empty strings) and frees a dynamic array completely.`,
    example: `REDIM scores(1 TO 3)
scores(1) = 10
REDIM scores(1 TO 6)
PRINT UBOUND(scores), scores(1)
DIM fixed(3)
fixed(2) = 99
ERASE fixed
PRINT fixed(2)`,
  },
  {
    words: ['OPTION', 'BASE'],
    title: 'OPTION BASE',
    syntax: 'OPTION BASE {0 | 1}',
    text: `Sets the lowest subscript of arrays declared without one: 0 (the default) or 1. It must come before any array is declared. Writing bounds yourself, \`DIM a(1 TO 10)\`, is clearer.`,
    example: `OPTION BASE 1
DIM a(3)
PRINT "from"; LBOUND(a); "to"; UBOUND(a)`,
  },
  {
    words: ['LBOUND', 'UBOUND'],
    syntax: 'LBOUND(array [, dimension])\nUBOUND(array [, dimension])',
    text: `The lowest and highest subscript of an array (of its first dimension, or of the one you name). Loops over arrays passed to a SUB use them so the SUB works for any size.`,
    example: `DIM board(1 TO 8, 0 TO 3)
PRINT LBOUND(board), UBOUND(board)
PRINT LBOUND(board, 2), UBOUND(board, 2)`,
  },
  {
    words: ['CONST'],
    syntax: 'CONST name = expression [, name = expression ...]',
    text: `Gives a name to a value that never changes. The expression may use numbers, strings and other constants but no variables or functions. Constants make programs easier to read and change.`,
    example: `CONST SIDE = 10, TITLE = "Grid"
PRINT TITLE; " of"; SIDE * SIDE; "cells"`,
  },
  {
    words: ['TYPE'],
    title: 'TYPE ... END TYPE',
    syntax: 'TYPE name\n  field AS type\n  ...\nEND TYPE',
    text: `Defines a record: a type made of named fields. Variables and arrays of it are declared with DIM ... AS name, and fields are reached with a dot: \`p.x\`. String fields must have a fixed length (\`STRING * n\`). Records are also what random-access files store.`,
    example: `TYPE Spot
  x AS INTEGER
  y AS INTEGER
  label AS STRING * 8
END TYPE
DIM p AS Spot
p.x = 3: p.y = 4: p.label = "corner"
PRINT p.label; p.x; p.y`,
  },
  {
    words: ['SUB', 'CALL', 'STATIC'],
    title: 'SUB ... END SUB, CALL',
    syntax: 'SUB name [(parameter [AS type], ...)] [STATIC]\n  statements\nEND SUB\n\nCALL name [(arguments)]\nname [arguments]',
    text: `A SUB is a named procedure with its own variables. Call it with CALL and the arguments in brackets, or with its name and the arguments without brackets. Arguments are passed by reference: a SUB that changes a parameter changes the caller's variable (put it in extra brackets to pass a copy). STATIC keeps its variables' values between calls; SHARED inside gives access to the module's variables.

QBasic shows each SUB on its own page; here they follow the main program and F2 lists them.`,
    example: `DECLARE SUB Greet (who$, times%)
CALL Greet("world", 2)
Greet "QBasic", 1

SUB Greet (who$, times%)
  FOR i% = 1 TO times%
    PRINT "Hello, "; who$
  NEXT
END SUB`,
  },
  {
    words: ['FUNCTION'],
    title: 'FUNCTION ... END FUNCTION',
    syntax: 'FUNCTION name[type] [(parameter [AS type], ...)] [STATIC]\n  statements\n  name = result\nEND FUNCTION',
    text: `A FUNCTION is a procedure that gives back a value, used inside expressions like the built-in functions. Assign the result to the function's name before it ends. It may call itself (recursion).`,
    example: `DECLARE FUNCTION Factorial& (n%)
FOR i% = 1 TO 6
  PRINT i%; "! ="; Factorial&(i%)
NEXT

FUNCTION Factorial& (n%)
  IF n% <= 1 THEN Factorial& = 1 ELSE Factorial& = n% * Factorial&(n% - 1)
END FUNCTION`,
  },
  {
    words: ['DECLARE', 'ANY'],
    syntax: 'DECLARE {SUB | FUNCTION} name [(parameter [AS type], ...)]',
    text: `Announces a SUB or FUNCTION before it is used, so its arguments can be checked. QBasic writes these lines for you when you save. AS ANY for a parameter switches off the type check for it.`,
    example: `DECLARE FUNCTION Twice% (n AS INTEGER)
PRINT Twice%(21)

FUNCTION Twice% (n AS INTEGER)
  Twice% = n * 2
END FUNCTION`,
  },
  {
    words: ['DEF'],
    title: 'DEF FN and DEF SEG',
    syntax: 'DEF FNname[(parameters)] = expression\nDEF FNname[(parameters)]\n  statements\n  FNname = result\nEND DEF\nDEF SEG [= segment]',
    text: `DEF FN defines a small function inside the main program; its name starts with FN and it must be defined before it is used. Variables not listed as parameters are the main program's. FUNCTION is the modern replacement.

DEF SEG sets the memory segment PEEK, POKE, BLOAD and BSAVE use (see PEEK).`,
    example: `DEF FNarea (r) = 3.14159 * r * r
DEF FNbigger (a, b)
  IF a > b THEN FNbigger = a ELSE FNbigger = b
END DEF
PRINT FNarea(2)
PRINT FNbigger(3, 8)`,
  },
  {
    words: ['COMMON', 'CHAIN'],
    syntax: 'COMMON [SHARED] variable [, variable ...]\nCHAIN file$',
    text: `CHAIN stops the program and runs another one from the drive, keeping open files. COMMON lists the variables handed over: both programs must have matching COMMON statements (the values are matched by position and type). Without CHAIN, COMMON SHARED simply shares variables with SUBs.`,
    example: `COMMON SHARED total
total = 5
AddOne
PRINT total

SUB AddOne
  total = total + 1
END SUB`,
  },
  {
    words: ['$DYNAMIC', '$STATIC', '$INCLUDE'],
    title: 'Metacommands: $DYNAMIC, $STATIC, $INCLUDE',
    syntax: "REM $DYNAMIC\n' $STATIC\n' $INCLUDE: 'file.bi'",
    text: `Metacommands are instructions to QBasic written inside a remark. \`$DYNAMIC\` makes the arrays declared after it dynamic (their memory is found while the program runs, and ERASE frees it); \`$STATIC\` makes them fixed again. \`$INCLUDE\` reads another source file in at that point, as if it were typed there.`,
    example: `' $DYNAMIC
DIM big(1000)
big(1000) = 1
ERASE big
PRINT "a dynamic array, made and freed"`,
  },
  {
    words: ['CLEAR', 'RUN'],
    syntax: 'CLEAR\nRUN [line | file$]',
    text: `CLEAR sets every variable to zero or the empty string, frees arrays and closes files. RUN starts the program again from the beginning (or from a line), or runs another program file from the drive.`,
    example: `a = 10
CLEAR
PRINT "after CLEAR a ="; a`,
  },
];
