// Help pages: decisions, loops and jumps.
import type { HelpEntry } from './entry.js';

export const FLOW_HELP: HelpEntry[] = [
  {
    words: ['IF', 'THEN', 'ELSE', 'ELSEIF'],
    title: 'IF ... THEN ... ELSE',
    syntax: 'IF condition THEN statements [ELSE statements]\n\nIF condition THEN\n  statements\n[ELSEIF condition THEN\n  statements]\n[ELSE\n  statements]\nEND IF',
    text: `Runs statements only when a condition is true (not 0). The one-line form keeps everything on one line; the block form spreads the branches over several lines and closes with END IF. ELSEIF tests another condition when the ones before were false, and ELSE catches everything left. \`IF x THEN 100\` jumps to line 100.`,
    example: `FOR n = 1 TO 4
  IF n = 1 THEN
    PRINT n; "is one"
  ELSEIF n MOD 2 = 0 THEN
    PRINT n; "is even"
  ELSE
    PRINT n; "is odd"
  END IF
NEXT
IF 3 > 2 THEN PRINT "yes" ELSE PRINT "no"`,
  },
  {
    words: ['SELECT', 'CASE', 'IS'],
    title: 'SELECT CASE',
    syntax: 'SELECT CASE expression\nCASE value [, value ...]\n  statements\nCASE low TO high\nCASE IS > value\n[CASE ELSE\n  statements]\nEND SELECT',
    text: `Compares one value with several cases and runs the first that matches. A case may list values, a range (\`1 TO 5\`) or a comparison (\`IS >= 10\`). CASE ELSE runs when nothing else matched. It reads better than a long chain of ELSEIFs.`,
    example: `FOR score = 0 TO 90 STEP 30
  SELECT CASE score
    CASE 0
      PRINT score; "nothing"
    CASE 1 TO 49
      PRINT score; "keep trying"
    CASE IS >= 90
      PRINT score; "excellent"
    CASE ELSE
      PRINT score; "good"
  END SELECT
NEXT`,
  },
  {
    words: ['FOR', 'TO', 'STEP', 'NEXT'],
    title: 'FOR ... NEXT',
    syntax: 'FOR counter = start TO end [STEP increment]\n  statements\nNEXT [counter]',
    text: `Repeats statements while a counter goes from a start value to an end value, adding 1 each time or the STEP you give (which may be negative or a fraction). If the start is already past the end the loop does not run at all. EXIT FOR leaves early. TO also appears in SELECT CASE ranges and array bounds.`,
    example: `FOR i = 1 TO 5
  PRINT i; i * i
NEXT i
FOR x = 10 TO 0 STEP -5: PRINT x;: NEXT: PRINT
FOR f = 0 TO 1 STEP .25: PRINT f;: NEXT: PRINT`,
  },
  {
    words: ['DO', 'LOOP', 'WHILE', 'UNTIL'],
    title: 'DO ... LOOP',
    syntax: 'DO [{WHILE | UNTIL} condition]\n  statements\nLOOP\n\nDO\n  statements\nLOOP [{WHILE | UNTIL} condition]',
    text: `Repeats statements. WHILE keeps going as long as the condition is true, UNTIL until it becomes true. With the test at the top the body may never run; at the bottom it always runs at least once. Without any test the loop runs until EXIT DO (or for ever).`,
    example: `n = 1
DO WHILE n < 100
  n = n * 2
LOOP
PRINT "first power of 2 from 100:"; n
DO
  n = n - 30
LOOP UNTIL n < 0
PRINT n`,
    see: ['WEND', 'EXIT'],
  },
  {
    words: ['WEND'],
    title: 'WHILE ... WEND',
    syntax: 'WHILE condition\n  statements\nWEND',
    text: `The older form of \`DO WHILE ... LOOP\`: repeats the statements as long as the condition is true. There is no EXIT for it, so DO ... LOOP is usually the better choice.`,
    example: `i = 1
WHILE i <= 3
  PRINT "round"; i
  i = i + 1
WEND`,
  },
  {
    words: ['GOTO'],
    syntax: 'GOTO line',
    text: `Jumps to a line number or a label (a name followed by a colon at the start of a line). Structured loops and SUBs are easier to follow, but GOTO is part of many classic listings.`,
    example: `i = 0
again:
i = i + 1
PRINT i;
IF i < 5 THEN GOTO again
PRINT`,
  },
  {
    words: ['GOSUB', 'RETURN'],
    syntax: 'GOSUB line\n...\nRETURN [line]',
    text: `GOSUB jumps to a subroutine in the same part of the program and RETURN comes back to the statement after the GOSUB. Put END before the subroutines so the main program does not run into them. SUBs with parameters are the modern way.`,
    example: `FOR i = 1 TO 3
  GOSUB ShowLine
NEXT
END

ShowLine:
PRINT "line"; i
RETURN`,
  },
  {
    words: ['ON'],
    title: 'ON ... GOTO, ON ERROR, ON events',
    syntax: 'ON n GOTO line1, line2, ...\nON n GOSUB line1, line2, ...\nON ERROR GOTO line\nON TIMER(seconds) GOSUB line\nON KEY(n) GOSUB line\nON PLAY(n) GOSUB line',
    text: `\`ON n GOTO\` jumps to the n-th line of the list (nothing happens if there is no such line). ON ERROR sends runtime errors to a handler (see ERROR and RESUME). The event forms name a subroutine to call when a timer runs out, a key is pressed or the music queue runs low; turn them on with TIMER ON, KEY(n) ON or PLAY ON.`,
    example: `FOR choice = 1 TO 3
  ON choice GOSUB One, Two, Three
NEXT
END
One: PRINT "one": RETURN
Two: PRINT "two": RETURN
Three: PRINT "three": RETURN`,
  },
  {
    words: ['EXIT'],
    syntax: 'EXIT FOR\nEXIT DO\nEXIT SUB\nEXIT FUNCTION\nEXIT DEF',
    text: `Leaves the innermost FOR or DO loop, or the SUB, FUNCTION or DEF FN it is in, at once. The program goes on after the loop, or back where the procedure was called.`,
    example: `FOR i = 1 TO 100
  IF i * i > 50 THEN EXIT FOR
NEXT
PRINT "first square above 50:"; i * i`,
  },
  {
    words: ['END'],
    syntax: 'END\nEND IF | END SELECT | END SUB | END FUNCTION | END DEF | END TYPE',
    text: `On its own, END stops the program and closes its files. Followed by a word it closes a block: END IF, END SELECT, END SUB and so on.`,
    example: `PRINT "before"
END
PRINT "never printed"`,
  },
  {
    words: ['STOP', 'SYSTEM'],
    syntax: 'STOP\nSYSTEM',
    text: `STOP halts the program where it is, as if you pressed Ctrl+Break, which is handy when looking for a bug. SYSTEM ends the program and, in QBasic, leaves to DOS; here it simply ends the run.`,
    example: `FOR i = 1 TO 10
  PRINT i;
  IF i = 3 THEN SYSTEM
NEXT`,
  },
  {
    words: ['SLEEP'],
    syntax: 'SLEEP [seconds]',
    text: `Pauses the program for a number of seconds, or until a key is pressed, whichever comes first. With no number (or 0) it waits for a key.`,
    example: `PRINT "Wait for it..."
SLEEP 1
PRINT "Done!"`,
  },
  {
    words: ['LET'],
    syntax: '[LET] variable = expression',
    text: `Stores a value in a variable. The word LET is optional and nearly always left out; it is there because the first BASICs needed it. The value must fit the variable's type: text for strings, numbers for numeric variables.`,
    example: `LET a = 5
b = a * 2
c$ = "ten is" + STR$(b)
PRINT c$`,
  },
  {
    words: ['SWAP'],
    syntax: 'SWAP variable1, variable2',
    text: `Exchanges the values of two variables of the same type. Sorting routines use it to swap two array elements.`,
    example: `a = 1: b = 2
SWAP a, b
PRINT a, b
x$ = "left": y$ = "right"
SWAP x$, y$
PRINT x$, y$`,
  },
  {
    words: ['REM'],
    syntax: "REM remark\n' remark",
    text: `A remark for people reading the program: everything after REM (or an apostrophe) up to the end of the line is ignored. The apostrophe can also follow a statement on the same line.`,
    example: `REM This program greets you
PRINT "Hi" ' the greeting`,
  },
  {
    words: ['DATA', 'READ', 'RESTORE'],
    title: 'DATA, READ, RESTORE',
    syntax: 'DATA value [, value ...]\nREAD variable [, variable ...]\nRESTORE [line]',
    text: `DATA lines hold a list of constants inside the program, and READ takes them one after another into variables. RESTORE starts reading from the first DATA again, or from the DATA at a given line or label. Reading past the last value is \`Out of DATA\`. Strings need quotes only when they contain commas or leading spaces.`,
    example: `FOR i = 1 TO 3
  READ fruit$, price
  PRINT fruit$; " costs"; price
NEXT
RESTORE
READ first$
PRINT "The first fruit again: "; first$
DATA apple, 0.5, banana, 0.25, "cherry, red", 2`,
  },
];
