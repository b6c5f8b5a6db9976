// Generated blocks must behave exactly like the closures: every golden program again, with blocks
// generated on their first run, must print the same output and report the same errors.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jitSettings, jitStats } from '../../src/runtime/compiler/jit.js';
import { runGolden } from '../support/golden.js';
import { runBasic } from '../support/run.js';

const ROOT = path.join(import.meta.dirname, '../golden');

function goldens(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.bas')) out.push(p.slice(0, -4));
    }
  };
  walk(ROOT);
  return out.sort();
}

const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f, 'latin1') : undefined);
const known = new Set((read(path.join(ROOT, 'known-failures.txt')) ?? '').split('\n').map((l) => l.trim().split(/\s+/)[0]));

describe('generated blocks (JIT threshold 1)', () => {
  it('run the golden programs with the same results as the closures', () => {
    jitSettings.threshold = 1;
    const before = jitStats.blocks;
    const mismatches: string[] = [];
    for (const base of goldens()) {
      const id = path.relative(ROOT, base);
      if (known.has(id)) continue;
      const expectedOut = read(base + '.out');
      const expectedErr = (read(base + '.err') ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
      const r = runGolden(read(base + '.bas')!, read(base + '.keys'), (f) => read(path.join(path.dirname(base), f)));
      if (expectedOut !== undefined && r.output !== expectedOut) mismatches.push(`${id}: output`);
      if (expectedErr.some((w, i) => !(r.errors[i] ?? '').startsWith(w)) || (!expectedErr.length && r.errors.length)) {
        mismatches.push(`${id}: errors ${JSON.stringify(r.errors)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(jitStats.blocks).toBeGreaterThan(before);
    expect(jitStats.failures).toBe(0);
  });

  it('keeps overflow, subscript and by-reference semantics in generated code', () => {
    jitSettings.threshold = 1;
    const r = runBasic([
      'DECLARE SUB bump (n AS INTEGER)', 'DIM a(3) AS INTEGER', 'FOR i% = 0 TO 3: a(i%) = i% * 1000: NEXT',
      'x% = 7: bump x%: bump a(2): PRINT x%; a(2); a(3) \\ 7; -a(1)',
      'ON ERROR GOTO h', 'y% = a(3) * 20', 'PRINT "after"', 'z = a(4)', 'END',
      'h: PRINT "err"; ERR; ERL: RESUME NEXT',
      'SUB bump (n AS INTEGER): n = n + 1: END SUB',
    ].join('\n') + '\n');
    expect(r.output).toBe(' 8  2001  428 -1000 \nerr 6  0 \nafter\nerr 9  0 \n');
  });
});
