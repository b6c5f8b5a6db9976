// Programs nested far too deeply (blocks in blocks, brackets, chains of unary and binary operators) are
// refused by the parser with `Expression too complex` at the statement that goes too deep, so no recursive
// walk after it (checker, compiler, runtime, debugger, DRAW finder) ever overflows the JavaScript stack;
// programs just inside the limit still check, compile (normal and debug builds) and run.
import { describe, expect, it } from 'vitest';
import { check, loadProgram, parse, runSource } from '../../src/index.js';
import { MAX_NESTING } from '../../src/parser/complexity.js';
import { debugRun } from '../../src/runtime/debug/index.js';
import { literalDraws } from '../../web/src/core/draws.js';
import { ScriptedHost } from '../support/host.js';

/** Each makes a program nesting `n` deep; `line(k)` is the line of its k-th level. */
const NESTINGS: Record<string, { make: (n: number) => string; line: (limit: number) => number }> = {
  'WHILE': { make: (n) => `x = 1\n${'WHILE x\n'.repeat(n)}x = 0\n${'WEND\n'.repeat(n)}`, line: (l) => l + 2 },
  'block IF': { make: (n) => `${'IF 1 THEN\n'.repeat(n)}PRINT 1\n${'END IF\n'.repeat(n)}`, line: (l) => l + 1 },
  'DO': { make: (n) => `${'DO\n'.repeat(n)}EXIT DO\n${'LOOP\n'.repeat(n)}`, line: (l) => l + 1 },
  'FOR': {
    make: (n) => `${Array.from({ length: n }, (_, i) => `FOR i${i} = 1 TO 1\n`).join('')}PRINT 1\n${'NEXT\n'.repeat(n)}`,
    line: (l) => l + 1,
  },
  'SELECT CASE': { make: (n) => `${'SELECT CASE 1\nCASE 1\n'.repeat(n)}PRINT 1\n${'END SELECT\n'.repeat(n)}`, line: (l) => 2 * l + 1 },
  'ELSE IF': { make: (n) => `${'IF 0 THEN\nELSE\n'.repeat(n)}PRINT 1\n${'END IF\n'.repeat(n)}`, line: (l) => 2 * l + 1 },
  'SUB body': { make: (n) => `SUB s\n${'WHILE 0\n'.repeat(n)}${'WEND\n'.repeat(n)}END SUB\n`, line: (l) => l + 1 },
  'brackets': { make: (n) => `PRINT 1\nx = ${'('.repeat(n)}1${')'.repeat(n)}\n`, line: () => 2 },
  'unary minus': { make: (n) => `PRINT 1\nx = ${'-'.repeat(n)}1\n`, line: () => 2 },
  'NOT': { make: (n) => `PRINT 1\nx = ${'NOT '.repeat(n)}1\n`, line: () => 2 },
  'function calls': { make: (n) => `PRINT 1\nx = ${'ABS('.repeat(n)}1${')'.repeat(n)}\n`, line: () => 2 },
  'a chain of +': { make: (n) => `PRINT 1\nx = 1${' + 1'.repeat(n)}\n`, line: () => 2 },
  'a chain of ^': { make: (n) => `PRINT 1\nx = 2${' ^ 1'.repeat(n)}\n`, line: () => 2 },
  'string concatenation': { make: (n) => `PRINT 1\na$ = "a"${' + "b"'.repeat(n)}\n`, line: () => 2 },
};

const client = (() => {
  let commands = 0;
  return { show() {}, command: () => (++commands > 1 ? { kind: 'stop' as const } : { kind: 'continue' as const }), breakpoints: new Uint8Array(1) };
})();

describe('nesting limit', () => {
  for (const [what, { make, line }] of Object.entries(NESTINGS)) {
    it(`refuses ${what} nested thousands deep with a positioned error, and nothing overflows`, () => {
      const source = make(5000);
      const { diagnostics } = parse(source);
      expect(diagnostics.length).toBeGreaterThan(0);
      expect(diagnostics.every((d) => d.message === 'Expression too complex')).toBe(true);
      // the statement whose innermost node (its condition, say) is the limit's one too many
      expect(diagnostics[0].line).toBeGreaterThanOrEqual(line(MAX_NESTING - 4));
      expect(diagnostics[0].line).toBeLessThanOrEqual(line(MAX_NESTING));
      expect(check(source)).toEqual(diagnostics);
      expect(() => literalDraws(source, 13)).not.toThrow();
    });

    it(`runs ${what} nested well inside the limit, in a normal and a debug build`, () => {
      const source = make(Math.floor(MAX_NESTING / 2) - 4);
      expect(check(source)).toEqual([]);
      const { outcome } = runSource(source, new ScriptedHost(), { maxSteps: 100_000 });
      expect(outcome?.kind === 'error' ? outcome.message : outcome?.kind).toMatch(/end|stepLimit/);
      const { executable } = loadProgram(source, { debug: true });
      const debugged = debugRun(executable!, new ScriptedHost(), client, { maxSteps: 100_000 });
      expect(debugged.kind === 'error' ? debugged.message : debugged.kind).toMatch(/end|stepLimit|stopped/);
    });
  }

  it('drops only the statement that goes too deep: the rest of the program is kept', () => {
    const source = `PRINT 1\nx = ${'('.repeat(400)}1${')'.repeat(400)}\nPRINT 2\n`;
    const { program, diagnostics } = parse(source);
    expect(diagnostics).toEqual([{ message: 'Expression too complex', line: 2, col: 1, code: 2 }]);
    expect(program.body.map((s) => s.kind)).toEqual(['print', 'print']);
  });
});
