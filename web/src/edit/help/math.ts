// Help pages: numbers, arithmetic and logic.
import type { HelpEntry } from './entry.js';

export const MATH_HELP: HelpEntry[] = [
  {
    words: ['ABS', 'SGN'],
    syntax: 'ABS(number)\nSGN(number)',
    text: `ABS gives a number without its sign (its distance from 0). SGN gives its sign: -1 for negative numbers, 0 for zero and 1 for positive ones.`,
    example: `PRINT ABS(-7.5), ABS(3)
PRINT SGN(-7.5), SGN(0), SGN(3)`,
  },
  {
    words: ['SIN', 'COS', 'TAN', 'ATN'],
    syntax: 'SIN(angle)  COS(angle)  TAN(angle)\nATN(number)',
    text: `The trigonometric functions. Angles are in radians: multiply degrees by PI / 180 (PI is 4 * ATN(1)). ATN, the arctangent, gives an angle between -PI/2 and PI/2. They are the usual way to place points on a circle.`,
    example: `CONST PI = 3.141593
PRINT "sin 30 degrees ="; SIN(30 * PI / 180)
PRINT "cos 60 degrees ="; COS(60 * PI / 180)
PRINT "tan 45 degrees ="; TAN(45 * PI / 180)
PRINT "PI ="; 4 * ATN(1)`,
  },
  {
    words: ['EXP', 'LOG'],
    syntax: 'EXP(number)\nLOG(number)',
    text: `EXP raises e (2.718282...) to a power; LOG is the natural logarithm, its opposite, and needs a number greater than 0. For a logarithm to base 10 divide by LOG(10).`,
    example: `PRINT EXP(1)
PRINT LOG(EXP(2))
PRINT "log10 of 1000 ="; LOG(1000) / LOG(10)`,
  },
  {
    words: ['SQR'],
    syntax: 'SQR(number)',
    text: `The square root of a number that is 0 or more. A negative number is an \`Illegal function call\`. For other roots raise to a fraction: \`x ^ (1 / 3)\`.`,
    example: `PRINT SQR(16)
PRINT SQR(2)
a = 3: b = 4
PRINT "hypotenuse:"; SQR(a * a + b * b)`,
  },
  {
    words: ['INT', 'FIX'],
    syntax: 'INT(number)\nFIX(number)',
    text: `Both drop the fraction of a number. INT rounds down to the whole number at or below it (INT(-2.5) is -3); FIX just cuts the fraction off (FIX(-2.5) is -2). The result keeps its type: it may be larger than an INTEGER can hold.`,
    example: `PRINT INT(2.7), FIX(2.7)
PRINT INT(-2.5), FIX(-2.5)
PRINT "Dice:"; INT(RND * 6) + 1`,
  },
  {
    words: ['CINT', 'CLNG', 'CSNG', 'CDBL'],
    syntax: 'CINT(number)  CLNG(number)\nCSNG(number)  CDBL(number)',
    text: `Convert a number to INTEGER (-32768 to 32767), LONG (about plus or minus 2 billion), SINGLE (7 digits) or DOUBLE (15-16 digits). CINT and CLNG round to the nearest whole number, and a half goes to the even neighbour (CINT(2.5) is 2, CINT(3.5) is 4). A number too big for the type is an \`Overflow\`.`,
    example: `PRINT CINT(2.5), CINT(3.5), CINT(-2.7)
PRINT CLNG(100000.4)
PRINT CSNG(1 / 3)
PRINT CDBL(1) / 3`,
  },
  {
    words: ['RND', 'RANDOMIZE'],
    syntax: 'RND[(n)]\nRANDOMIZE [seed]',
    text: `RND gives a random number from 0 up to (not including) 1. With no RANDOMIZE, every run gives the same series; RANDOMIZE TIMER seeds it from the clock so each run differs. RND(0) repeats the last number and a negative argument restarts a series of its own.

To get a whole number from 1 to n write \`INT(RND * n) + 1\`.`,
    example: `RANDOMIZE TIMER
FOR i = 1 TO 5
  PRINT "Roll"; i; ":"; INT(RND * 6) + 1
NEXT`,
  },
  {
    words: ['^', '*', '/', '+', '-', '=', '<>', '<', '>', '<=', '>='],
    title: 'Operators and their order',
    syntax: '^  power          -  negation\n*  /  multiply, divide\n\\  integer division   MOD  remainder\n+  -  add, subtract (+ also joins strings)\n=  <>  <  >  <=  >=  comparisons\nNOT, AND, OR, XOR, EQV, IMP',
    text: `Expressions are worked out in this order: powers first, then negation, multiplication and division, integer division, MOD, addition and subtraction, comparisons, and the logical operators last. Operators of the same level go from left to right. Brackets change the order.

A comparison gives -1 when true and 0 when false. Strings compare character by character by their codes, so "B" < "a". The same \`=\` also assigns a value to a variable.`,
    example: `PRINT 2 + 3 * 4, (2 + 3) * 4
PRINT 2 ^ 3 ^ 2, -2 ^ 2
PRINT 7 / 2, 7 \\ 2, 7 MOD 2
PRINT "ab" + "cd", "B" < "a", 3 = 3`,
  },
  {
    words: ['MOD'],
    title: 'MOD and integer division',
    syntax: 'a MOD b\na \\ b',
    text: `\`a \\ b\` divides and drops the fraction (both sides are rounded to whole numbers first); \`a MOD b\` is what is left over. The remainder has the sign of \`a\`. Dividing by 0 is an error.`,
    example: `PRINT 17 \\ 5, 17 MOD 5
PRINT -17 \\ 5, -17 MOD 5
FOR i = 1 TO 10
  IF i MOD 2 = 0 THEN PRINT i; "is even"
NEXT`,
  },
  {
    words: ['AND', 'OR', 'NOT', 'XOR', 'EQV', 'IMP'],
    title: 'AND, OR, NOT, XOR, EQV, IMP',
    syntax: 'a AND b   a OR b   NOT a\na XOR b   a EQV b   a IMP b',
    text: `The logical operators work bit by bit on whole numbers. A comparison gives -1 (all bits set) for true and 0 for false, so they combine conditions: \`IF a > 0 AND b > 0 THEN\`. NOT x is -x - 1, so NOT 0 is -1 (true).

XOR is true when exactly one side is; EQV when both sides agree; IMP is false only when the left is true and the right false. On numbers they are handy for masks: \`n AND 1\` is 1 for odd n.`,
    example: `a = 5: b = 3
PRINT a AND b, a OR b, a XOR b, NOT a
PRINT (a > 1) AND (b > 1)
IF a > 4 OR b > 4 THEN PRINT "at least one is above 4"
PRINT (1 = 1) EQV (2 = 2), (1 = 1) IMP (1 = 2)`,
  },
];
