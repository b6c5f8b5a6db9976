// `v = v op v` / `v = v op constant` into a plain SINGLE / DOUBLE variable through a store literal per
// operator (float-shaped.ts STORES), and stores of an operator's value closure into a plain variable
// (fused-stmt.ts): the same values and errors as the general path (an operator whose result is then added
// to a zero variable, which neither path takes), natively and in a debug build (every statement through
// the pc loop), the variable left as it was by an Overflow or a Division by zero.
import { describe, expect, it } from 'vitest';
import { runBothWays as both } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

/** The statements of one type: every operator in both shapes, into globals and into a SUB's locals. */
function program(t: string, store: (d: string, a: string, op: string, b: string) => string): string {
  const big = t === 'DOUBLE' ? '1D+300' : '1E+30';
  const ops = ['+', '-', '*', '/'];
  const body = (p: string) => [
    `${p}a = 1.5: ${p}b = 3.25: ${p}n = -2`,
    ...ops.map((op) => `${store(`${p}x`, `${p}a`, op, `${p}b`)}: PRINT ${p}x;`),
    ...ops.map((op) => `${store(`${p}y`, `${p}b`, op, '7')}: PRINT ${p}y;`),
    ...ops.map((op) => `${store(`${p}y`, `${p}n`, op, '.1')}: PRINT ${p}y;`),
    `${p}h = ${big}: ${p}x = 5`,
    `${store(`${p}x`, `${p}h`, '*', `${p}h`)}: PRINT ${p}x;`,
    `${store(`${p}x`, `${p}h`, '*', big)}: PRINT ${p}x;`,
    `${p}z = 0: ${store(`${p}x`, `${p}a`, '/', `${p}z`)}: PRINT ${p}x;`,
    `${store(`${p}x`, `${p}z`, '/', `${p}z`)}: PRINT ${p}x;`,
    `${store(`${p}x`, `${p}a`, '/', '0')}: PRINT ${p}x;`,
  ];
  return lines(
    `DEFDBL A-Z`, `DIM SHARED a AS ${t}, b AS ${t}, n AS ${t}, x AS ${t}, y AS ${t}, h AS ${t}, z AS ${t}, zero AS ${t}`,
    'DECLARE SUB s ()', 'ON ERROR GOTO e', ...body(''), 'PRINT', 's', 'PRINT', 'END', 'e: PRINT "E"; ERR; ERL;: RESUME NEXT',
    'SUB s', `  DIM la AS ${t}, lb AS ${t}, ln AS ${t}, lx AS ${t}, ly AS ${t}, lh AS ${t}, lz AS ${t}`, ...body('l').map((l) => `  ${l}`), 'END SUB',
  );
}

const fast = (d: string, a: string, op: string, b: string) => `${d} = ${a} ${op} ${b}`;
const general = (d: string, a: string, op: string, b: string) => `${d} = (${a} ${op} ${b}) + zero`;

describe('SINGLE / DOUBLE stores of one operator over variables and constants', () => {
  for (const t of ['DOUBLE', 'SINGLE']) {
    it(`give ${t} values and errors as the general path does`, () => {
      const r = both(program(t, fast));
      expect(r).toEqual(both(program(t, general)));
      expect(r.outcome).toEqual({ kind: 'end' });
      // errors, in the module and in the SUB: Overflow (h * h, h * big, 0 / 0), Division by zero (a / z, a / 0)
      expect(r.output.match(/E\s+6 /g)?.length).toBe(6);
      expect(r.output.match(/E\s+11 /g)?.length).toBe(4);
    });
  }

  it('print the values QBasic gives', () => {
    const r = both(lines('DEFDBL A-Z', 'a = 1.5: b = 3.25', 'x = a + b: y = a - b: z = a * b: w = a / b', 'v = b / 4: u = b - 4',
      'PRINT x; y; z; w; v; u', 'DIM s AS SINGLE, t AS SINGLE: s = 1: t = 3: s = s / t: PRINT s'));
    expect(r.output).toBe(' 4.75 -1.75  4.875  .4615384615384616  .8125 -.75 \n .3333333 \n');
  });
});
