// Many generated and mutated programs through parse, compile and run: no JS exception escapes, every
// outcome is a proper diagnostic or RunOutcome with a position, and every run finishes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parser/index.js';
import { compile, Machine } from '../src/runtime/index.js';
import { exercise as exerciseCase, failureClass, fuzzCase } from './support/fuzz-cases.js';
import { ScriptedHost } from './support/host.js';
import { programSources } from './support/sources.js';

const TOKEN = /"[^"\n]*"?|[A-Za-z_][A-Za-z0-9_.]*[%&!#$]?|&[HhOo][0-9A-Fa-f]+&?|\d*\.?\d+(?:[EeDd][+-]?\d+)?[%&!#]?|\s+|./g;

const KEYWORDS = ['PRINT', 'IF', 'THEN', 'ELSE', 'END', 'FOR', 'NEXT', 'GOTO', 'GOSUB', 'RETURN', 'DIM', 'SUB',
  'FUNCTION', 'CALL', '(', ')', ',', ';', ':', '=', '+', '-', '*', '/', '\\', 'MOD', 'AND', 'NOT', '"x"', '0', '-1',
  '32767', 'x%', 'a$', 'a(1)', 'LOOP', 'DO', 'WHILE', 'WEND', 'SELECT', 'CASE', 'EXIT', 'RESUME', 'ON ERROR GOTO',
  '\n', 'REDIM', 'TYPE', 'AS', 'INTEGER', 'STRING', 'SHARED', 'STATIC', 'DEF', 'FN', 'LINE', 'CIRCLE', 'DRAW'];

type Mutation = { kind: number; a: number; b: number; word: number };

function mutate(source: string, mutations: Mutation[]): string {
  let tokens = source.match(TOKEN) ?? [];
  for (const m of mutations) {
    if (tokens.length === 0) break;
    const i = m.a % tokens.length;
    const j = m.b % tokens.length;
    switch (m.kind % 6) {
      case 0: tokens.splice(i, 1); break;
      case 1: tokens.splice(i, 0, tokens[i]); break;
      case 2: [tokens[i], tokens[j]] = [tokens[j], tokens[i]]; break;
      case 3: tokens.splice(i, 0, ' ' + KEYWORDS[m.word % KEYWORDS.length] + ' '); break;
      case 4: {
        const lines = tokens.join('').split('\n');
        const k = m.a % lines.length;
        if (m.b % 2) lines.splice(k, 1); else lines.splice(k, 0, lines[m.b % lines.length]);
        tokens = lines.join('\n').match(TOKEN) ?? [];
        break;
      }
      default: {
        const lines = tokens.join('').split('\n');
        const k = m.a % lines.length;
        const l = m.b % lines.length;
        [lines[k], lines[l]] = [lines[l], lines[k]];
        tokens = lines.join('\n').match(TOKEN) ?? [];
      }
    }
  }
  return tokens.join('');
}

const positioned = (d: { line: number; col: number }) =>
  Number.isInteger(d.line) && Number.isInteger(d.col) && d.line >= 1 && d.col >= 1;

/** Parse, compile and run; throws (failing the property) on anything improper. */
function exercise(source: string): void {
  const parsed = parse(source);
  for (const d of parsed.diagnostics) expect(positioned(d), JSON.stringify(d)).toBe(true);
  if (parsed.diagnostics.length > 0) return;
  const compiled = compile(parsed.program);
  for (const d of compiled.diagnostics) expect(positioned(d), JSON.stringify(d)).toBe(true);
  if (!compiled.executable) {
    expect(compiled.diagnostics.length).toBeGreaterThan(0);
    return;
  }
  const machine = new Machine(compiled.executable, new ScriptedHost(), { maxSteps: 20_000 });
  const outcome = machine.run();
  expect(['end', 'error', 'stepLimit', 'stopped']).toContain(outcome.kind);
  if (outcome.kind === 'error') {
    expect(positioned(outcome), JSON.stringify(outcome)).toBe(true);
    expect(outcome.code, JSON.stringify(outcome)).not.toBe(51);
  }
}

const mutation = fc.record({ kind: fc.nat(), a: fc.nat(), b: fc.nat(), word: fc.nat() });

const EXPR_ATOMS = ['1', '-32768', '32767', '2.5', '1E+38', '"ab"', 'x%', 'y&', 'z!', 'w#', 's$', 'a%(2)', 'LEN("x")',
  'CHR$(65)', 'INT(-2.5)', '&HFFFF', '0'];
const OPS = ['+', '-', '*', '/', '\\', 'MOD', '^', 'AND', 'OR', 'XOR', '=', '<', '>=', '<>', '+'];

const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...EXPR_ATOMS),
    fc.tuple(tie('e'), fc.constantFrom(...OPS), tie('e')).map(([l, o, r]) => `(${l} ${o} ${r})`),
    tie('e').map((e) => `-${e}`),
    tie('e').map((e) => `NOT ${e}`),
  ),
})).e as fc.Arbitrary<string>;

/** Inputs that once overflowed the JS stack or hung: each must end in well under a second. */
const NESTINGS: ((n: number) => string)[] = [
  (n) => `x = ${'('.repeat(n)}1${')'.repeat(n)}`,
  (n) => `x = 1${' + 1'.repeat(n)}`,
  (n) => `x = 2${' ^ 1'.repeat(n)}`,
  (n) => `x = ${'-'.repeat(n)}1`,
  (n) => `x = ${'NOT '.repeat(n)}1`,
  (n) => `x = ${'ABS('.repeat(n)}1${')'.repeat(n)}`,
  (n) => `${'IF 1 THEN '.repeat(n)}PRINT 1`,
  (n) => `PRINT ${'"a"; '.repeat(n)}`,
  (n) => `SCREEN 13: CIRCLE (160, 100), ${n}E${n % 9}, 4`,
  (n) => `SCREEN 13: LINE (-${n}, 0)-(${n * 7}, ${n}E3), 2`,
];

/** CPU time, not wall time: the machines that run the tests are shared. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function quickly(source: string, include?: (file: string) => string | undefined): void {
  const started = cpuMs();
  const parsed = parse(source, { include });
  for (const d of parsed.diagnostics) expect(positioned(d), JSON.stringify(d)).toBe(true);
  if (parsed.diagnostics.length === 0) exercise(source);
  expect(cpuMs() - started).toBeLessThan(1000);
}

describe('fuzz', () => {
  it('refuses absurd nesting and sizes quickly, with a positioned error', () => {
    fc.assert(
      fc.property(fc.nat(NESTINGS.length - 1), fc.integer({ min: 1, max: 12000 }), (kind, n) => {
        quickly(`a = 1\n${NESTINGS[kind](n)}\nPRINT a\n`);
      }),
      { numRuns: 60 },
    );
  });

  it('stops an $INCLUDE that includes itself', () => {
    const self = `FOR i = 1 TO 2\n'$INCLUDE: 'self.bi'\n'$INCLUDE: 'self.bi'\n'$INCLUDE: 'self.bi'\nNEXT\n`;
    quickly(`'$INCLUDE: 'self.bi'\nPRINT 1\n`, (file) => (file === 'self.bi' ? self : undefined));
  });

  const sources = programSources();

  it('survives mutated programs', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 6 }), (pick, muts) => {
        exercise(mutate(sources[pick % sources.length], muts));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500) },
    );
  });

  it('survives a sample of the seeded fuzzer (scripts/fuzz.mjs runs 100,000)', () => {
    const seed = Number(process.env.FUZZ_SEED ?? 35);
    const failures: string[] = [];
    const started = cpuMs();
    for (let index = 0; index < Number(process.env.FUZZ_SAMPLE ?? 400); index++) {
      const c = fuzzCase(seed, index, sources);
      const caseStarted = cpuMs();
      const { failure } = exerciseCase(c, { maxSteps: 4000, ms: 1500, debug: index % 8 === 0 });
      if (failure) failures.push(`case ${index} (${c.how.join(', ')}): ${failureClass(failure)}`);
      // a hang in parse or check never ends; a slow case is the sign of one
      if (cpuMs() - caseStarted > 5000) failures.push(`case ${index} (${c.how.join(', ')}): took ${Math.round(cpuMs() - caseStarted)} ms`);
    }
    expect(failures).toEqual([]);
    expect(cpuMs() - started).toBeLessThan(60_000);
  });

  it('survives generated expressions and statements', () => {
    fc.assert(
      fc.property(fc.array(expr, { minLength: 1, maxLength: 4 }), (exprs) => {
        const body = exprs.map((e, i) => (i % 2 ? `x% = ${e}` : `PRINT ${e}`)).join('\n');
        exercise(`DIM a%(5)\ns$ = "q"\n${body}\n`);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
    );
  });
});
