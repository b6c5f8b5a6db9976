// Statement dispatch: the native runners of DO / WHILE loops (copies dealt to innermost loops), string
// conditions and INKEY$ polls must behave as the flat pc loop, which a debug build runs every statement
// through: the same output, the same values, errors at the same line and column, RESUME NEXT after them.
import { describe, expect, it } from 'vitest';
import { runSource } from '../../src/index.js';
import { runBothWays } from '../support/run.js';
import { ScriptedHost, type ScriptedHostOptions } from '../support/host.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

const both = (source: string, options: ScriptedHostOptions = {}) => runBothWays(source, options, 2_000_000);

// more innermost loops than there are runner copies (4), so that every copy runs a loop and some run two
const LOOPS = 6;

/**
 * Loop n of each form (DO UNTIL, LOOP UNTIL, WHILE NOT, LOOP WHILE NOT), tested by a variable (even n) or a
 * string (odd n); `holds`: the test holds before the first pass; `bad` puts a division by zero in the body or an Illegal function call in the test.
 */
function loopSource(n: number, form: number, bad: '' | 'body' | 'test', holds = false): string[] {
  const zero = bad === 'body' ? '0' : '1';
  const body = [`  t% = t% + ${n} \\ ${zero}`, '  k% = k% + 1', '  a$ = a$ + "x"'];
  const c = bad === 'test' ? 'MID$(a$, k% - 3, 1) = "x"' : n % 2 ? `a$ >= "${'x'.repeat(n + 2)}"` : `k% >= ${n + 2}`;
  const head = [holds ? `k% = 99: a$ = "${'x'.repeat(n + 2)}"` : 'k% = 0: a$ = ""'];
  switch (form) {
    case 0: return [...head, `DO UNTIL ${c}`, ...body, 'LOOP'];
    case 1: return [...head, 'DO', ...body, `LOOP UNTIL ${c}`];
    case 2: return [...head, `WHILE NOT (${c})`, ...body, 'WEND'];
    default: return [...head, 'DO', ...body, `LOOP WHILE NOT (${c})`];
  }
}

describe('DO and WHILE loops on runner copies', () => {
  it('runs every form of loop, tested by variables or by strings, before and after the body', () => {
    for (let form = 0; form < 4; form++) {
      const src: string[] = [];
      let t = 0;
      for (let n = 1; n <= LOOPS; n++) {
        src.push(...loopSource(n, form, ''), 'PRINT k%; a$');
        t += n * (n + 2);
      }
      const r = both(lines(...src, 'PRINT t%'));
      const expected = Array.from({ length: LOOPS }, (_, i) => ` ${i + 3} ${'x'.repeat(i + 3)}\n`).join('') + ` ${t} \n`;
      expect(r.output).toBe(expected);
    }
  });

  it('runs a body tested after it once, and one tested before it never, when the test holds at the start', () => {
    for (let form = 0; form < 4; form++) {
      const src: string[] = [];
      const post = form === 1 || form === 3;
      let expected = '';
      for (let n = 1; n <= LOOPS; n++) {
        src.push(...loopSource(n, form, '', true), 'PRINT k%; a$');
        expected += ` ${post ? 100 : 99} ${'x'.repeat(post ? n + 3 : n + 2)}\n`;
      }
      expect(both(lines(...src)).output).toBe(expected);
    }
  });

  it('positions an error in the body and in the test of every loop, and resumes after it', () => {
    for (let form = 0; form < 4; form++) {
      for (const bad of ['body', 'test'] as const) {
        for (let j = 1; j <= LOOPS; j++) {
          const src: string[] = [];
          let line = 0;
          for (let n = 1; n <= LOOPS; n++) {
            const loop = loopSource(n, form, n === j ? bad : '');
            if (n === j) {
              const at = bad === 'body' ? 2 : form === 1 || form === 3 ? loop.length - 1 : 1;
              line = src.length + at + 1;
            }
            src.push(...loop);
          }
          const r = both(lines(...src, 'PRINT k%; a$'));
          expect(r.outcome).toMatchObject({ kind: 'error', line, col: bad === 'body' ? 3 : 1 });
          both(lines('ON ERROR GOTO h', ...src, 'PRINT t%; k%; a$', 'END', 'h: PRINT "E"; ERR; ERL: RESUME NEXT'));
        }
      }
    }
  });

  it('tests a function call before or after the body every time', () => {
    const r = both(lines(
      'DECLARE FUNCTION more% (x%)',
      'DO WHILE more%(i%): i% = i% + 1: LOOP', 'PRINT i%',
      'DO: j% = j% + 1: LOOP UNTIL more%(j%) = 0', 'PRINT j%; c%',
      'END',
      'FUNCTION more% (x%)', '  SHARED c%', '  c% = c% + 1', '  more% = x% < 3', 'END FUNCTION',
    ));
    expect(r.output).toBe(' 3 \n 3  7 \n');
  });

  it('stops a string-tested loop at the step limit', () => {
    const host = new ScriptedHost({});
    const r = runSource(lines('DO: a$ = "x": LOOP UNTIL a$ = ""'), host, { maxSteps: 5000 });
    expect(r.outcome).toEqual({ kind: 'stepLimit' });
  });
});

describe('record fields of one element in tests and stores', () => {
  const type = ['DEFINT A-Z', 'TYPE P', '  x AS INTEGER', '  dx AS INTEGER', '  f AS SINGLE', '  g AS SINGLE', 'END TYPE'];

  it('tests one field, or two joined by OR / AND, against constants with every relation, in module and SUB frames', () => {
    const rels = ['<', '<=', '=', '<>', '>', '>='];
    const tests: string[] = [];
    for (const r1 of rels) {
      tests.push(`  IF p(i).x ${r1} 2 THEN c = (c * 7 + 1) MOD 30011 ELSE c = c * 5 MOD 30011`);
      for (const r2 of rels) {
        tests.push(`  IF p(i).x ${r1} 2 OR p(i).dx ${r2} -1 THEN c = (c * 7 + 2) MOD 30011 ELSE c = c * 5 MOD 30011`);
        tests.push(`  IF p(i).x ${r1} 2 AND p(i).dx ${r2} -1 THEN c = (c * 7 + 3) MOD 30011 ELSE c = c * 5 MOD 30011`);
        tests.push(`  n = (n * 3 + (p(i).x ${r1} 1 OR p(i).dx ${r2} 0) - (p(i).x ${r1} 3 AND p(i).dx ${r2} 1)) MOD 30011`);
      }
    }
    const body = ['DIM n AS LONG, c AS LONG', 'FOR i = 1 TO 4', '  p(i).x = i: p(i).dx = 2 - i', ...tests, 'NEXT'];
    const r = both(lines(...type, 'DECLARE SUB t ()', 'DIM p(1 TO 4) AS P', ...body, 'PRINT c; n', 't', 'END',
      'SUB t', '  DIM p(1 TO 4) AS P', ...body.map((l) => '  ' + l), '  PRINT c; n', 'END SUB'));
    const holds = (a: number, op: string, b: number) => ({ '<': a < b, '<=': a <= b, '=': a === b, '<>': a !== b, '>': a > b, '>=': a >= b })[op]!;
    let c = 0;
    let n = 0;
    for (let i = 1; i <= 4; i++) {
      const x = i;
      const dx = 2 - i;
      for (const r1 of rels) {
        c = holds(x, r1, 2) ? (c * 7 + 1) % 30011 : (c * 5) % 30011;
        for (const r2 of rels) {
          c = holds(x, r1, 2) || holds(dx, r2, -1) ? (c * 7 + 2) % 30011 : (c * 5) % 30011;
          c = holds(x, r1, 2) && holds(dx, r2, -1) ? (c * 7 + 3) % 30011 : (c * 5) % 30011;
          n = (n * 3 + (holds(x, r1, 1) || holds(dx, r2, 0) ? -1 : 0) - (holds(x, r1, 3) && holds(dx, r2, 1) ? -1 : 0)) % 30011;
        }
      }
    }
    const line = ` ${c} ${n < 0 ? '' : ' '}${n} \n`;
    expect(r.output).toBe(line + line);
  });

  it('positions a subscript out of range in a field test at its statement', () => {
    for (const join of ['', ' OR p(i).dx > 0', ' AND p(i).dx > 0']) {
      const r = both(lines(...type, 'DIM p(1 TO 3) AS P', 'i = 4', 'PRINT "a"', `IF p(i).x < 0${join} THEN PRINT "b"`, 'PRINT "c"'));
      expect(r.outcome).toMatchObject({ kind: 'error', code: 9, line: 11, col: 1 });
      both(lines(...type, 'DIM p(1 TO 3) AS P', 'ON ERROR GOTO h', 'FOR i = 2 TO 5', `  IF p(i).x > -1${join} THEN PRINT i;`, 'NEXT',
        'END', 'h: PRINT "E"; ERR: RESUME NEXT'));
    }
  });

  it('stores a field from fields or a constant of the same element, with overflow and subscript checks', () => {
    const r = both(lines(...type, 'DECLARE SUB t ()', 'DIM SHARED p(1 TO 3) AS P', 'i = 2', 'p(i).x = 5: p(i).dx = 7: p(i).g = .25',
      'p(i).x = p(i).x + p(i).dx', 'p(i).dx = p(i).dx * 3', 'p(i).f = p(i).g / 3', 'p(i).g = p(i).g + p(i).f',
      'PRINT p(i).x; p(i).dx; p(i).f; p(i).g', 't', 'END',
      'SUB t', '  DIM q(1 TO 2) AS P', '  j = 1: q(j).x = 32000: q(j).dx = 700', '  q(j).dx = q(j).dx - 1000', '  PRINT q(j).dx',
      '  q(j).x = q(j).x + q(j).dx', '  PRINT q(j).x', '  q(j).x = q(j).x + 1100', 'END SUB'));
    expect(r.output).toBe(' 12  21  8.333334E-02  .3333333 \n-300 \n 31700 \n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 26, col: 3 });
    const bad = both(lines(...type, 'DIM p(1 TO 3) AS P', 'i = 0', 'p(i).x = p(i).x - 1'));
    expect(bad.outcome).toMatchObject({ kind: 'error', code: 9, line: 10 });
  });
});

describe('SELECT CASE by table in module and SUB frames', () => {
  it('reads a global or local selector, or an expression, picks the first matching arm and positions selector errors', () => {
    const select = (v: string) => [`  SELECT CASE ${v}`, '    CASE 0: o$ = o$ + "a"', '    CASE 1 TO 2, 7: o$ = o$ + "b"', '    CASE 2, 3: o$ = o$ + "c"',
      '    CASE ELSE: o$ = o$ + "e"', '  END SELECT'];
    const loop = (v: string) => ['FOR i = -1 TO 8', '  k = i', ...select(v), 'NEXT'];
    const r = both(lines('DEFINT A-Z', 'DECLARE SUB t ()', 'DIM SHARED o$', ...loop('k'), ...loop('k * 2 - 1'), 't', 'PRINT o$', 'END',
      'SUB t', '  k = 99', ...loop('k').map((l) => '  ' + l), '  o$ = o$ + "|"', '  k = 300', ...select('k \\ (k - 300)'), 'END SUB'));
    const pick = (x: number) => (x === 0 ? 'a' : (x >= 1 && x <= 2) || x === 7 ? 'b' : x === 3 ? 'c' : 'e');
    const xs = Array.from({ length: 10 }, (_, i) => i - 1);
    expect(r.output).toBe('');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 11, line: 38, col: 3 });
    const ok = both(lines('DEFINT A-Z', 'DECLARE SUB t ()', 'DIM SHARED o$', ...loop('k'), ...loop('k * 2 - 1'), 't', 'PRINT o$', 'END',
      'SUB t', '  k = 99', ...loop('k').map((l) => '  ' + l), 'END SUB'));
    expect(ok.output).toBe(xs.map(pick).join('') + xs.map((x) => pick(x * 2 - 1)).join('') + xs.map(pick).join('') + '\n');
  });
});

describe('SELECT CASE arms past the runner\'s own call sites, and string selectors', () => {
  it('runs each of 60 arms (48 own call sites, then the shared one) and positions an error in any arm', () => {
    // arm n appends CHR$(48 + n); arms 5 and 55 divide by zero on their first statement, then (RESUME NEXT) append
    const arm = (n: number) => `    CASE ${n}: ${n === 5 || n === 55 ? 'z = n \\ 0: ' : ''}o$ = o$ + "${String.fromCharCode(48 + n)}"`;
    const source = lines('DEFINT A-Z', 'DECLARE SUB t ()', 'DIM SHARED o$', 'ON ERROR GOTO h',
      'FOR i = -2 TO 61', '  n = i', '  SELECT CASE n', ...Array.from({ length: 60 }, (_, n) => arm(n)),
      '    CASE ELSE: o$ = o$ + "!"', '  END SELECT', 'NEXT', 'PRINT o$', 'END',
      'h: PRINT "err"; ERR; ERL: RESUME NEXT');
    const r = both(source);
    const arms = Array.from({ length: 64 }, (_, i) => i - 2).map((n) => (n >= 0 && n < 60 ? String.fromCharCode(48 + n) : '!')).join('');
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe(`err 11  0 \nerr 11  0 \n${arms}\n`);
    const line = source.split('\n').findIndex((l) => l.includes('CASE 5:')) + 1;
    const uncaught = both(source.replace('ON ERROR GOTO h', "' no handler"));
    expect(uncaught.outcome).toMatchObject({ kind: 'error', code: 11, line, col: 13 });
    const late = both(source.replace('ON ERROR GOTO h', "' no handler").replace('z = n \\ 0: o$ = o$ + "5"', 'o$ = o$ + "5"'));
    expect(late.outcome).toMatchObject({ kind: 'error', code: 11, line: line + 50, col: 14 });
  });

  it('picks string arms by a global, a local or a computed selector, ELSE when none matches', () => {
    const select = (v: string) => [`  SELECT CASE ${v}`, '    CASE "a": o$ = o$ + "1"', '    CASE "b", "c": o$ = o$ + "2"',
      '    CASE "a", "d": o$ = o$ + "3"', '    CASE ELSE: o$ = o$ + "-"', '  END SELECT'];
    const loop = (v: string) => ['FOR i = 1 TO 6', '  k$ = MID$("abcdxa", i, 1)', ...select(v), 'NEXT'];
    const bad = lines('DECLARE SUB t ()', 'DIM SHARED o$', ...loop('k$'), ...loop('LCASE$(UCASE$(k$))'), 't', 'PRINT o$',
      'SUB t', ...loop('k$').map((l) => '  ' + l), '  o$ = o$ + "|"', ...select('MID$(o$, 0, 1)'), 'END SUB');
    const r = both(bad);
    const pick = (c: string) => (c === 'a' ? '1' : c === 'b' || c === 'c' ? '2' : c === 'd' ? '3' : '-');
    const once = [...'abcdxa'].map(pick).join('');
    expect(r.output).toBe('');
    const at = bad.split('\n').findIndex((l) => l.includes('SELECT CASE MID$')) + 1;
    expect(r.outcome).toMatchObject({ kind: 'error', code: 5, line: at, col: 3 });
    const ok = both(lines('DECLARE SUB t ()', 'DIM SHARED o$', ...loop('k$'), ...loop('LCASE$(UCASE$(k$))'), 't', 'PRINT o$',
      'SUB t', ...loop('k$').map((l) => '  ' + l), 'END SUB'));
    expect(ok.output).toBe(once + once + once + '\n');
  });
});
