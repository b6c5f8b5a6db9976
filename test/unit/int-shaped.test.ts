// INTEGER / LONG operators and relations as value closures, one per operator and operand shape
// (src/runtime/compiler/int-shaped.ts): every operator in every shape against a model of QBasic's rules
// (16-bit INTEGER and 32-bit LONG results, else Overflow; \ truncates, MOD takes the dividend's sign,
// either by zero is Division by zero; relations give -1 / 0).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const OPS = ['+', '-', '*', '\\', 'MOD', 'AND', 'OR', 'XOR', '<', '=', '>', '<=', '>=', '<>'];

/** QBasic's value of `a op b` in a type of `bits`, or the error code. */
function model(op: string, a: number, b: number, bits: 16 | 32): number | { err: number } {
  const max = bits === 16 ? 32767 : 2147483647;
  const fit = (v: number) => (v > max || v < -max - 1 ? { err: 6 } : v + 0);
  switch (op) {
    case '+': return fit(a + b);
    case '-': return fit(a - b);
    case '*': return fit(a * b);
    case '\\': return b === 0 ? { err: 11 } : fit(Math.trunc(a / b));
    case 'MOD': return b === 0 ? { err: 11 } : fit(a % b);
    case 'AND': return a & b;
    case 'OR': return a | b;
    case 'XOR': return a ^ b;
    case '<': return a < b ? -1 : 0;
    case '=': return a === b ? -1 : 0;
    case '>': return a > b ? -1 : 0;
    case '<=': return a <= b ? -1 : 0;
    case '>=': return a >= b ? -1 : 0;
    default: return a !== b ? -1 : 0;
  }
}

const printed = (v: number | { err: number }) => (typeof v === 'number' ? `${v < 0 ? '' : ' '}${v} \n` : `E ${v.err} \n`);

function check(suffix: '%' | '&', bits: 16 | 32, pairs: [number, number][]) {
  const a = `a${suffix}`;
  const b = `b${suffix}`;
  const z = `z${suffix}`;
  const lines = ['ON ERROR GOTO h'];
  let expected = '';
  for (const [x, y] of pairs) {
    lines.push(`${a} = ${x}: ${b} = ${y}`);
    for (const op of OPS) {
      // S slot, C constant, F an operator's closure (`v + z`, z being 0)
      const shapes = [`${a} ${op} ${b}`, `${a} ${op} ${y}`, `${a} ${op} (${b} + ${z})`, `(${a} + ${z}) ${op} ${b}`,
        `(${a} + ${z}) ${op} ${y}`, `(${a} + ${z}) ${op} (${b} + ${z})`];
      for (const e of shapes) {
        lines.push(`PRINT ${e}`);
        expected += printed(model(op, x, y, bits));
      }
    }
  }
  lines.push('END', 'h: PRINT "E"; ERR: RESUME NEXT');
  const r = runBasic(lines.join('\n') + '\n');
  expect(r.outcome).toEqual({ kind: 'end' });
  expect(r.output).toBe(expected);
}

describe('INTEGER / LONG operators by operator and operand shape', () => {
  it('computes INTEGER operators and relations in every shape, with Overflow and Division by zero', () => {
    check('%', 16, [[32767, 1], [-32768, -1], [-32768, 1], [7, -2], [-7, 2], [200, 200], [0, 0], [5, 0], [-1, -1], [12, 10]]);
  });

  it('computes LONG operators and relations in every shape, with Overflow and Division by zero', () => {
    check('&', 32, [[2147483647, 1], [-2147483647, -2], [65536, 65536], [-7, 2], [5, 0], [0, 0], [123456, 789], [40000, -40000]]);
  });

  it('reports an operator error at its statement, uncaught', () => {
    const lines = (...l: string[]) => l.join('\n') + '\n';
    expect(runBasic(lines('a% = 300', 'z% = 0', 'PRINT "x"', 'PRINT (a% + z%) * 200')).outcome).toMatchObject({ code: 6, line: 4 });
    expect(runBasic(lines('a& = 3', 'z& = 0', 'PRINT 1', 'PRINT (a& + z&) MOD z&')).outcome).toMatchObject({ code: 11, line: 4 });
  });
});

describe('stores of an operator whose operand is a call (fused-stmt.ts through int-shaped.ts)', () => {
  it('stores into a global, a local and a by-reference parameter, with Overflow and Division by zero in place', () => {
    const r = runBasic([
      'DEFINT A-Z',
      'DECLARE SUB s (p AS INTEGER, q AS INTEGER)',
      'ON ERROR GOTO h',
      'a = 7: b = 5: c = 3',
      'x = (a * b + c) MOD 10: PRINT x',
      'x = 1: x = (a * b + c) \\ 0: PRINT x',
      'x = 1: x = (a * 9000 + c) - 1: PRINT x',
      'DIM y AS LONG: y = (a * b + 70000) MOD 9: PRINT y',
      'n = 4: CALL s(n, 0): PRINT n',
      'END',
      'h: PRINT "err"; ERR; ERL: RESUME NEXT',
      'SUB s (p AS INTEGER, q AS INTEGER)',
      '  t = (p * 3 + 1) XOR 2: PRINT t',
      '  p = (p * 3 + 1) MOD 5',
      '  p = (p * 3 + 1) \\ q',
      'END SUB',
    ].join('\n'));
    expect(r.output).toBe(' 8 \nerr 11  0 \n 1 \nerr 6  0 \n 1 \n 6 \n 15 \nerr 11  0 \n 3 \n');
  });
});

describe('\\ and MOD by a constant (no Division by zero or Overflow possible: no checks)', () => {
  it('truncates \\ and gives MOD the dividend\'s sign for slot and called dividends, INTEGER and LONG', () => {
    const divisors = [7, -7, 2, -2, 1, 13, 320, 1000003];
    const lines = ['DEFINT A-Z', 'DIM t AS LONG, l AS LONG', 'FOR i = -900 TO 900 STEP 37'];
    for (const c of divisors) {
      lines.push(`  t = t * 3 + (i MOD ${c}) + (i \\ ${c}) * 5 + ((i * 3) MOD ${c}) * 7 + ((i * 3) \\ ${c}) * 11`);
      lines.push(`  t = t MOD 1000003: q = i \\ ${c}: t = t + q: q = i MOD ${c}: t = t + q * 3: l = t \\ ${c}: t = t + l MOD 7`);
      lines.push(`  l = i * 65536 + i: t = (t + l MOD ${c} + (l \\ ${c}) MOD 9973 + (l + 1) \\ ${c} MOD 9973) MOD 1000003`);
    }
    lines.push('NEXT i', 'PRINT t');
    let t = 0;
    const trunc = (a: number, b: number) => Math.trunc(a / b);
    const mod = (a: number, b: number) => (a % b) + 0;
    for (let i = -900; i <= 900; i += 37) {
      for (const c of divisors) {
        t = t * 3 + mod(i, c) + trunc(i, c) * 5 + mod(i * 3, c) * 7 + trunc(i * 3, c) * 11;
        t = mod(t, 1000003);
        t = t + trunc(i, c);
        t = t + mod(i, c) * 3;
        t = t + mod(trunc(t, c), 7);
        const l = i * 65536 + i;
        t = mod(t + mod(l, c) + mod(trunc(l, c), 9973) + mod(trunc(l + 1, c), 9973), 1000003);
      }
    }
    const r = runBasic(lines.join('\n') + '\n');
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe(`${t < 0 ? '' : ' '}${t} \n`);
  });

  it('gives the extreme dividends\' quotients and remainders, and keeps the errors of INTEGER \\ -1, \\ 0, MOD 0 and the dividend (LONG \\ -1 wraps)', () => {
    const r = runBasic([
      'ON ERROR GOTO h',
      'l& = -2147483647 - 1: m& = 2147483647: i% = -32768: z% = 0',
      'PRINT l& \\ 2; l& MOD 3; m& \\ -2; m& MOD -1000000; (l& + 0) \\ 7; (m& + 0) MOD 10',
      'PRINT i% \\ 2; i% MOD 7; (i% + z%) \\ -3; (i% + z%) MOD -32767',
      'PRINT l& \\ -1',
      'PRINT i% \\ -1',
      'PRINT (i% + z%) \\ -1',
      'PRINT i% \\ 0',
      'PRINT (l& + 0) MOD 0',
      'PRINT (i% - 1) MOD 3',
      'PRINT (m& + 1) \\ 3',
      'END',
      'h: PRINT "err"; ERR; ERL: RESUME NEXT',
    ].map((x, n) => (n > 1 && n < 11 ? `${n} ${x}` : x)).join('\n') + '\n');
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe([
      '-1073741824 -2 -1073741823  483647 -306783378  7 ',
      '-16384 -1  10922 -1 ',
      '-2147483648 ', 'err 6  5 ', 'err 6  6 ', 'err 11  7 ', 'err 11  8 ', 'err 6  9 ', 'err 6  10 ', '',
    ].join('\n'));
  });
});
