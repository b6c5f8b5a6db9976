// PRINT's items on the screen (compiler/stmt-print.ts putScreenItem, textout.ts newLine): an item that does not
// fit on the rest of the line starts a new one (numbers and strings alike, PC-BASIC's behaviour), one that
// exactly fills it leaves the wrap pending, control characters and over-long strings take the general path,
// and each item is evaluated only after the items before it are printed (POS, CSRLIN, a FUNCTION that prints).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const PROGRAM = `WIDTH 40
PRINT STRING$(35, "a"); "bcdefg"
PRINT CSRLIN; POS(0)
PRINT STRING$(37, "a"); 12345
PRINT STRING$(34, "a"); "bcdefg";
PRINT POS(0); CSRLIN
PRINT STRING$(34, "a"); "bcdefg";
PRINT "x"
PRINT "tab"; CHR$(9); "here"; STRING$(30, "c"); "d"
PRINT STRING$(45, "e"); ""; -7
PRINT 1; 2; : PRINT -3.5; "z"
LOCATE , 5: PRINT "five"; POS(0)
LOCATE 20: PRINT POS(0); CSRLIN
COLOR 7, 0, , , f%
PRINT CSRLIN
FUNCTION f%
  PRINT "side";
  f% = 1
END FUNCTION
`;

const a = (n: number) => 'a'.repeat(n);

describe('PRINT items on the screen', () => {
  it('wraps, pends and evaluates items as QBasic does', () => {
    const { output, outcome } = runBasic(PROGRAM);
    expect(outcome?.kind).toBe('end');
    expect(output.split('\n')).toEqual([
      a(35), 'bcdefg', // 6 characters from column 36 do not fit: a new line first
      ' 3  4 ', // POS(0) is read after " 3 " is printed
      a(37), ' 12345 ', // a number that does not fit moves down whole
      `${a(34)}bcdefg`, ' 1  7 ', // filling the line exactly: the wrap is pending (POS 1, CSRLIN the next row)
      `${a(34)}bcdefg`, 'x',
      'tab     here', `${'c'.repeat(30)}d`, // TAB to column 9; 30 characters from column 13 move down
      'e'.repeat(40), 'eeeee-7 ', // longer than the line: wrapped where it reaches the edge
      ' 1  2 -3.5 z',
      'five 9 ', // from column 5
      ' 1  20 ',
      'side 21 ', // COLOR's fifth argument is evaluated (and ignored)
      '',
    ]);
  });

  it('keeps the screen and the text stream in step when the item starts a new line', () => {
    const { machine } = runBasic('WIDTH 40\nPRINT STRING$(38, "a"); "xyz"; 5\n');
    const screen = machine!.screen;
    const row = (r: number) => Array.from({ length: 40 }, (_, c) => String.fromCharCode(screen.screenChar(r, c + 1, false))).join('').trimEnd();
    expect([row(1), row(2)]).toEqual([a(38), 'xyz 5']);
  });
});
