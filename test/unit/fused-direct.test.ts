// The operator functions that fused-direct.ts closures capture must give exactly what the operator switch
// (intApply / holds, checked against QBasic by the golden programs) gives: values, Overflow, Division by zero.
import { describe, expect, it } from 'vitest';
import { runSource } from '../../src/index.js';
import { INT_OPS, RELATIONS } from '../../src/runtime/compiler/fused-direct.js';
import { holds, intApply } from '../../src/runtime/compiler/fused.js';
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

  it('match holds for every relational operator', () => {
    for (const [mask, rel] of Object.entries(RELATIONS)) {
      for (const a of INTEGER_EDGES) {
        for (const b of INTEGER_EDGES) expect(rel(a, b), `mask ${mask} on ${a}, ${b}`).toBe(holds(16 + Number(mask), a, b));
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
});
