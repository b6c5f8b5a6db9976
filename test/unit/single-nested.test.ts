// A SINGLE operator over another SINGLE operator's result reads that result unrounded and rounds once, at
// its end (QBasic keeps intermediates wider than SINGLE; b! * 3 - 1 prints 2.980232E-08 with b! = 1 / 3):
// every operator in every operand shape (variable, constant, inner operator, element, by-reference
// parameter), relations on the unrounded value, Overflow and Division by zero, in the module and in a SUB,
// against the value computed here with one rounding.
import { describe, expect, it } from 'vitest';
import { printNumber } from '../../src/runtime/values/format.js';
import { runBothWays as both } from '../support/run.js';

const f = Math.fround;
const a = f(1 / 3);
const b = 3;
const c = f(0.1);
const ab = a * b; // a! * b!, unrounded

/** [BASIC expression over a, b, c and t(1) = a, the unrounded value JS gives, or an error code] */
const CASES: [string, number][] = [
  ['a * b - 1', ab - 1],
  ['1 - a * b', 1 - ab],
  ['a * b - c', ab - c],
  ['c - a * b', c - ab],
  ['a * b + a * b - 2', ab + ab - 2],
  ['(a * b - 1) * 1E+08', (ab - 1) * 1e8],
  ['a * b / c - 10', ab / c - 10],
  ['t(1) * b - 1', ab - 1],
  ['(a + a + a) - 1', a + a + a - 1],
  ['-(a * b) + 1', 1 - ab],
  ['a * b = 1', 0],
  ['a * b > 1', -1],
  ['1 < a * b', -1],
  ['a * b - 1 <> 0', -1],
];

function program(): string {
  const prints = (p: string) => CASES.map(([e]) => `PRINT ${e.replace(/\b([abct])\b/g, `${p}$1`)}`);
  return [
    'DECLARE SUB s (ra!)', 'DIM t(2) AS SINGLE', 'ON ERROR GOTO e',
    'a = 1 / 3: b = 3: c = .1: t(1) = a',
    ...prints(''),
    'PRINT a * 1E+30 * 1E+30 + 1', 'z = 0: PRINT a * b / z + 1', 'PRINT "-"',
    'CALL s(a)', 'END', 'e: PRINT "E"; ERR: RESUME NEXT',
    'SUB s (ra!)', '  DIM lt(2) AS SINGLE', '  la = ra: lb = 3: lc = .1: lt(1) = ra',
    ...prints('l').map((l) => `  ${l}`),
    '  PRINT ra * lb - 1', 'END SUB',
  ].join('\n') + '\n';
}

describe('SINGLE operators over SINGLE operators', () => {
  it('round once, at the end, in every shape', () => {
    const values = CASES.map(([e, v]) => (/[=<>]/.test(e) ? printNumber(v, 'INTEGER') : printNumber(f(v), 'SINGLE')));
    const r = both(program());
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe([...values, 'E 6 ', 'E 11 ', '-', ...values, printNumber(f(ab - 1), 'SINGLE')].map((l) => `${l}\n`).join(''));
    expect(values[0]).toBe(' 2.980232E-08 ');
  });
});
