// Loop bodies written with line numbers and jumps (IF ... THEN n, GOTO, ON n GOTO, EXIT) run natively, the
// list taking the jumps it can as calls (machine/seq.ts); a debug build runs every statement through the
// pc loop instead. Generated bodies must print the same and end the same way under both.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadProgram, Machine } from '../../src/index.js';
import { debugRun } from '../../src/runtime/debug/index.js';
import type { DebugClient } from '../../src/runtime/debug/types.js';
import { ScriptedHost } from '../support/host.js';

/** One statement of a body line: its kind, a constant, and picks of jump targets. */
const statement = fc.record({
  kind: fc.integer({ min: 0, max: 8 }),
  k: fc.integer({ min: 0, max: 12 }),
  to: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 6 }),
});

type Stmt = { kind: number; k: number; to: number[] };

/** A jump target for body line `at` of `n`: a later line, the closing line, or past the loop. */
function target(at: number, n: number, pick: number): number {
  const later = n - at; // lines after this one, then the closing line (100), then past the loop (200)
  const i = pick % (later + 1);
  return i < later - 1 ? 10 * (at + 2 + i) : i === later - 1 ? 100 : 200;
}

function line(s: Stmt, at: number, n: number, loop: string): string {
  const to = s.to.map((p) => target(at, n, p));
  switch (s.kind) {
    case 0: return `IF a(i) = ${s.k} THEN ${to[0]}`;
    case 1: return `IF a(i) > ${s.k} THEN GOTO ${to[0]} ELSE c = c + 1`;
    case 2: return `ON a(i) MOD ${to.length + 1} GOTO ${to.join(', ')}`;
    case 3: return `GOTO ${to[0]}`;
    case 4: return `IF c > ${s.k * 3} THEN EXIT ${loop}`;
    case 5: return `q = 10 \\ (a(i) - ${s.k}): PRINT q;`;
    case 6: return `PRINT "L${at}";`;
    case 7: return `IF a(i) < ${s.k} THEN ${to[0]}`;
    default: return `c = c + a(i): IF c > 50 THEN c = 0`;
  }
}

/** A FOR, DO ... LOOP UNTIL or WHILE loop over `body`, its lines numbered 10, 20, ... and 100 for the last. */
function program(body: Stmt[], loop: number, seed: number): string {
  const kind = loop === 0 ? 'FOR' : 'DO';
  const lines = body.map((s, at) => `${10 * (at + 1)} ${line(s, at, body.length, kind)}`);
  const [open, close] = loop === 0 ? ['FOR i = 1 TO 12', '100 NEXT i']
    : loop === 1 ? ['i = 0\nDO', '100 LOOP UNTIL i >= 12'] : ['i = 0\nDO WHILE i < 12', '100 LOOP'];
  const step = loop === 0 ? [] : ['i = i + 1'];
  return [
    'DEFINT A-Z', 'DIM a(12)', `FOR j = 1 TO 12: a(j) = (j * 7 + ${seed}) MOD 11: NEXT j`, 'ON ERROR GOTO trap',
    open, ...step, ...lines, close, '200 PRINT "end"; i; c', 'END', 'trap: PRINT "e"; ERR;', 'RESUME NEXT', '',
  ].join('\n');
}

function run(source: string, debug: boolean): string {
  const { executable, diagnostics } = loadProgram(source, { debug });
  if (!executable) return `diagnostics ${diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join(' ')}`;
  const host = new ScriptedHost({});
  const options = { maxSteps: 200_000 };
  const client: DebugClient = { breakpoints: new Uint8Array(0), show: () => {}, command: () => ({ kind: 'stop' }) };
  const outcome = debug ? debugRun(executable, host, client, options) : new Machine(executable, host, options).run();
  return `${host.output}\n${JSON.stringify(outcome)}`;
}

describe('jumps in loop bodies run natively as the pc loop runs them', () => {
  it('generated line-numbered bodies print and end the same in a normal and a debug build', () => {
    fc.assert(fc.property(fc.array(statement, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 10 }), (body, loop, seed) => {
        const source = program(body, loop, seed);
        const normal = run(source, false);
        expect(normal).not.toMatch(/^diagnostics/);
        expect(run(source, true)).toBe(normal);
      }), { numRuns: 300 });
  });
});
