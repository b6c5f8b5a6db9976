// The operator functions that fused-direct.ts closures capture must give exactly what the operator switch
// (intApply / holds, checked against QBasic by the golden programs) gives: values, Overflow, Division by zero.
import { describe, expect, it } from 'vitest';
import { runSource } from '../../src/index.js';
import { FLOAT_OPS, INT_OPS, RELATIONS } from '../../src/runtime/compiler/fused-direct.js';
import { floatApply, holds, intApply } from '../../src/runtime/compiler/fused.js';
import { ScriptedHost } from '../support/host.js';

const INTEGER_EDGES = [-32768, -32767, -256, -2, -1, 0, 1, 2, 3, 181, 182, 255, 256, 32766, 32767];
const LONG_EDGES = [-2147483648, -2147483647, -65536, -46341, -1, 0, 1, 2, 7, 46340, 46341, 65536, 2147483647];

function outcome(f: () => number): number | string {
  try {
    return f();
  } catch (e) {
    return `error ${(e as { code?: number }).code}`;
  }
}

describe('operator functions of the fused-direct closures', () => {
  it('match intApply for every INTEGER and LONG operator on edge values', () => {
    let compared = 0;
    for (let op = 0; op < 16; op++) {
      const edges = op < 8 ? INTEGER_EDGES : LONG_EDGES;
      for (const a of edges) {
        for (const b of edges) {
          expect(outcome(() => INT_OPS[op](a, b)), `op ${op} on ${a}, ${b}`).toEqual(outcome(() => intApply(op, a, b)));
          compared++;
        }
      }
    }
    expect(compared).toBe(8 * 15 * 15 + 8 * 13 * 13);
  });

  it('match floatApply for every DOUBLE and SINGLE operator, with -0, NaN, infinities and huge values', () => {
    const edges = [0, -0, 1, -1, 0.1, 1 / 3, -2.5, 3.4e38, -3.4e38, 1e308, -1e308, Infinity, NaN, 1.401298e-45];
    for (const op of [0, 1, 2, 3, 8, 9, 10, 11]) {
      for (const a of edges) {
        for (const b of edges) {
          expect(outcome(() => FLOAT_OPS[op]!(a, b)), `op ${op} on ${a}, ${b}`).toEqual(outcome(() => floatApply(op, a, b)));
        }
      }
    }
  });

  it('match holds for every relational operator, NaN included', () => {
    const values = [...INTEGER_EDGES, 0.5, -0, NaN, Infinity];
    for (const [mask, rel] of Object.entries(RELATIONS)) {
      for (const a of values) {
        for (const b of values) expect(rel(a, b), `mask ${mask} on ${a}, ${b}`).toBe(holds(16 + Number(mask), a, b));
      }
    }
  });

  it('give statements of one shape with other operators the switch closures, with the same results', () => {
    const source = [
      'DEFINT A-Z', 'b = 7: c = 3: e = 9: f = 4', 'a = b + c', 'd = e - f', 'g = b * (c + 1)', 'h = e \\ (f - 1)',
      'IF a > 9 THEN PRINT "gt"', 'IF d < 6 THEN PRINT "lt"', 'PRINT a; d; g; h', 'x = 32767: x = x + c',
    ].join('\n');
    const host = new ScriptedHost();
    const r = runSource(source, host);
    expect(host.output).toBe('gt\nlt\n 10  5  28  3 \n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 10 });
  });

  it('run DOUBLE statements of the nested shapes like the switch does', () => {
    const source = [
      'DEFDBL A-Z', 'a = 1.5: b = 2: c = 0.25', 'x = (a * b) - (c / b)', 'y = (a + b) * c', 'z = a / (b - c)',
      'w = (a - b) - c', 'PRINT x; y; z; w', 'q = 0: q = a / q',
    ].join('\n');
    const host = new ScriptedHost();
    const r = runSource(source, host);
    expect(host.output).toBe(' 2.875  .875  .8571428571428571 -.75 \n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 11, line: 8 });
  });
});
