// intDivision (src/runtime/compiler/fused.ts): \ and MOD of INTEGER / LONG values. Whole results come back
// as small integers (so a frame of integers keeps integer slots), -0 as 0; -2147483648 \ -1 wraps to
// -2147483648, as QBasic 1.1's LONG division does (golden numbers/long_intdiv_minus_one).
import { describe, expect, it } from 'vitest';
import { intDivision } from '../../src/runtime/compiler/fused.js';
import { runBasic } from '../support/run.js';

describe('intDivision', () => {
  it('truncates \\ and gives MOD the sign of the dividend, with +0 for a zero result', () => {
    const cases: [number, number, number, number][] = [
      // a, b, a \ b, a MOD b
      [7, 2, 3, 1], [-7, 2, -3, -1], [7, -2, -3, 1], [-7, -2, 3, -1],
      [-1, 2, 0, -1], [-6, 3, -2, 0], [6, -3, -2, 0], [0, -5, 0, 0],
      [2147483647, 2, 1073741823, 1], [-2147483648, 2, -1073741824, 0], [32767, -1, -32767, 0],
    ];
    for (const [a, b, q, r] of cases) {
      expect(Object.is(intDivision(3, a, b), q), `${a} \\ ${b}`).toBe(true);
      expect(Object.is(intDivision(4, a, b), r), `${a} MOD ${b}`).toBe(true);
    }
  });

  it('wraps -2147483648 \\ -1 as QBasic 1.1 does, and throws Division by zero', () => {
    expect(intDivision(3, -2147483648, -1)).toBe(-2147483648);
    expect(() => intDivision(3, 5, 0)).toThrow();
    expect(() => intDivision(4, 5, 0)).toThrow();
  });

  it('wraps LONG -2147483648 \\ -1 and keeps the values of a loop of \\ and MOD', () => {
    const r = runBasic([
      'ON ERROR GOTO h',
      'a& = -2147483647 - 1: b& = -1',
      'c& = a& \\ b&: PRINT c&',
      'DEFINT I',
      'DIM acc AS LONG',
      'FOR i = 1 TO 40: acc = (acc - 7) \\ 2 + i MOD 3: t& = t& + acc MOD 5: NEXT i',
      'PRINT acc; t&',
      'END',
      'h: PRINT "err"; ERR: RESUME NEXT',
    ].join('\n') + '\n');
    let acc = 0;
    let t = 0;
    for (let i = 1; i <= 40; i++) {
      acc = Math.trunc((acc - 7) / 2) + (i % 3);
      t += acc % 5;
    }
    expect(r.output).toBe(`-2147483648 \n${acc < 0 ? '' : ' '}${acc} ${t < 0 ? '' : ' '}${t} \n`);
  });
});
