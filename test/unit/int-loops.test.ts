// INTEGER / LONG loops and the statements in them, on their fast paths: FOR loops around loops dealt to runner
// copies of their own (native-for.ts), `IF a(i) THEN` read inline (branch-element.ts), IF bodies called
// from the IF's literal (fused-direct.ts), `v = v op v` / `v = v op c` through a store literal per
// operator (int-shaped.ts STORES). Each program runs natively and in a debug build (every statement through
// the pc loop, none of these paths): output and outcome (error code, line, column) must be the same, and
// the expected values are written out from QBasic's rules.
import { describe, expect, it } from 'vitest';
import { runSource } from '../../src/index.js';
import { ScriptedHost } from '../support/host.js';
import { runBothWays as both } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('FOR loops around loops on INTEGER / LONG counters', () => {
  it('run nested loops (more outer loops than runner copies) to the same values', () => {
    const r = both(lines(
      'DEFINT A-Z', 'DIM f(100)',
      'FOR a = 1 TO 3', '  FOR b = 1 TO 4', '    FOR c = b TO 5', '      t = t + a * b + c', '    NEXT c', '  NEXT b', 'NEXT a',
      'FOR x& = 10 TO 1 STEP -3', '  FOR y = 1 TO 2', '    u& = u& + x& * y', '  NEXT y', 'NEXT x&',
      'FOR i = 0 TO 100', '  IF f(i) = 0 THEN', '    FOR k = i + i TO 100 STEP i + 1', '      f(k) = 1', '    NEXT k', '  END IF', 'NEXT i',
      'FOR i = 0 TO 100: n = n - f(i): NEXT i',
      'FOR i = 1 TO 10', '  FOR j = 1 TO 10', '    IF j = 3 THEN EXIT FOR', '  NEXT j', '  i = i + 1', '  m = m + j', 'NEXT i',
      'PRINT t; u&; n; m; i',
    ));
    // t: sum over a 1..3, b 1..4, c b..5 of a*b + c; u: (10+7+4+1) * 3; m: five passes leaving j = 3
    let t = 0;
    for (let a = 1; a <= 3; a++) for (let b = 1; b <= 4; b++) for (let c = b; c <= 5; c++) t += a * b + c;
    const f = new Array(101).fill(0);
    for (let i = 0; i <= 100; i++) if (f[i] === 0) for (let k = i + i; k <= 100; k += i + 1) f[k] = 1;
    const n = -f.reduce((x, y) => x + y, 0);
    expect(r.output).toBe(` ${t}  66 ${n}  15  11 \n`);
    expect(r.outcome).toEqual({ kind: 'end' });
  });

  it('position Overflow at the NEXT of an outer loop, in its FOR line and in its body between inner loops', () => {
    const outer = (head: string, between: string) => lines(
      'DEFINT A-Z', 'FOR q = 1 TO 2', '  FOR r = 1 TO 2: NEXT r', 'NEXT q',
      head, '  FOR j = 1 TO 2', '    t = t + 1', '  NEXT j', between, '  FOR j = 1 TO 2: NEXT j', 'NEXT i', 'PRINT t',
    );
    expect(both(outer('FOR i = 32766 TO 32767', '  t = t + 1')).outcome).toMatchObject({ kind: 'error', code: 6, line: 11 });
    expect(both(outer('FOR i = 1 TO 40000 + t', '  t = t + 1')).outcome).toMatchObject({ kind: 'error', code: 6, line: 5 });
    expect(both(outer('FOR i = 1 TO 3', '  t = t * 300')).outcome).toMatchObject({ kind: 'error', code: 6, line: 9, col: 3 });
    const r = both(lines('ON ERROR GOTO h', 'FOR i% = 1 TO 3', '  FOR j% = 1 TO 2: NEXT j%', '  t% = t% + 10 \\ (i% - 2)', 'NEXT i%',
      'PRINT t%; i%', 'END', 'h: PRINT "E"; ERR; ERL: RESUME NEXT'));
    expect(r.output).toBe('E 11  0 \n 0  4 \n');
  });
});

describe('errors of an innermost FOR (native-for.ts INT_FORS)', () => {
  it('position errors of an innermost FOR in its header, its body and its NEXT, handled and not', () => {
    const inner = (head: string, body: string) => lines('DEFINT A-Z', 'z = 0', head, body, 'NEXT i', 'PRINT t; i');
    expect(both(inner('FOR i = 1 TO 3 \\ z', '  t = t + i')).outcome).toMatchObject({ kind: 'error', code: 11, line: 3 });
    expect(both(inner('FOR i = 1 TO 3 STEP 40000', '  t = t + i')).outcome).toMatchObject({ kind: 'error', code: 6, line: 3 });
    expect(both(inner('FOR i = 1 TO 3', '  t = t + i \\ z')).outcome).toMatchObject({ kind: 'error', code: 11, line: 4 });
    expect(both(inner('FOR i = 32765 TO 32767', '  t = t + 1')).outcome).toMatchObject({ kind: 'error', code: 6, line: 5 });
    const r = both(lines('DEFINT A-Z', 'ON ERROR GOTO h', 'z = 0', 'FOR i = 1 TO 3 \\ z', '  t = t + 100', 'NEXT i',
      'FOR j = 1 TO 3', '  t = t + j \\ (j - 2)', 'NEXT j', 'FOR k = 32766 TO 32767: t = t + 1: NEXT k', 'PRINT t; i; j; k', 'END',
      'h: PRINT "E"; ERR; ERL: RESUME NEXT'));
    // FOR i: the header fails, RESUME NEXT runs the body once, NEXT steps i from 0 past the unset limit;
    // j: -1 + 3; k: two passes, then Overflow at NEXT leaves k at 32767
    expect(r.output).toBe('E 11  0 \nE 11  0 \nE 6  0 \n 104  1  4  32767 \n');
  });
});

describe('IF over an array element (IF a(i) THEN)', () => {
  it('takes THEN on a non-zero element and ELSE on zero, in loops and in SUBs', () => {
    const r = both(lines(
      'DECLARE SUB s ()', 'DIM SHARED f%(-2 TO 5), g&(3), h#(2)', 'f%(-1) = -1: f%(4) = 7: g&(2) = 65536: h#(1) = .5',
      'FOR i% = -2 TO 5', '  IF f%(i%) THEN', '    PRINT "T"; i%;', '  ELSE', '    c% = c% + 1', '  END IF', 'NEXT i%',
      'FOR i% = 0 TO 3: IF g&(i%) THEN PRINT "G"; i%;', 'NEXT i%',
      'FOR i% = 0 TO 2', '  IF h#(i%) THEN', '    PRINT "H"; i%;', '  END IF', 'NEXT', 's', 'PRINT c%',
      'SUB s', '  k% = 4', '  IF f%(k%) THEN PRINT "S";  ELSE PRINT "N";', 'END SUB',
    ));
    expect(r.output).toBe('T-1 T 4 G 2 H 1 S 6 \n');
  });

  it('reports Subscript out of range at the IF line, and errors in its bodies at their statements', () => {
    expect(both(lines('DIM f%(3)', 'FOR i% = 0 TO 9', '  IF f%(i%) THEN', '    PRINT i%', '  END IF', 'NEXT')).outcome)
      .toMatchObject({ kind: 'error', code: 9, line: 3 });
    expect(both(lines('DIM f%(3)', 'f%(2) = 1', 'FOR i% = 0 TO 3', '  IF f%(i%) THEN', '    PRINT i%', '    x% = 300 * 300',
      '  END IF', 'NEXT')).outcome).toMatchObject({ kind: 'error', code: 6, line: 6, col: 5 });
    expect(both(lines('DIM f%(3)', 'FOR i% = 0 TO 3', '  IF f%(i%) THEN', '    PRINT i%', '  ELSE', '    PRINT "e";',
      '    x% = 1 \\ f%(i%)', '  END IF', 'NEXT')).outcome).toMatchObject({ kind: 'error', code: 11, line: 7, col: 5 });
    const r = both(lines('ON ERROR GOTO h', 'DIM f%(3)', 'f%(3) = 1', 'FOR i% = 2 TO 5', '  IF f%(i%) THEN', '    PRINT "T"; i%',
      '  END IF', 'NEXT', 'PRINT "end"', 'END', 'h: PRINT "E"; ERR; ERL: RESUME NEXT'));
    // RESUME NEXT after a failing IF test goes on with the statement after it: the first of the THEN block
    expect(r.output).toBe('T 3 \nE 9  0 \nT 4 \nE 9  0 \nT 5 \nend\n');
  });
});

describe('IF variable rel variable-or-constant with its body called from its own literal', () => {
  it('runs THEN and ELSE bodies of several IFs and positions errors in them', () => {
    const r = both(lines('DEFINT A-Z', 'FOR i = 1 TO 6', '  IF i > 3 THEN', '    a = a + i', '    b = b + 1', '  ELSE', '    c = c - i',
      '  END IF', '  c3 = b + 3', '  IF i = c3 THEN d = d + 100', 'NEXT', 'PRINT a; b; c; d'));
    expect(r.output).toBe(' 15  3 -6  400 \n');
    expect(both(lines('DEFINT A-Z', 'x = 2', 'FOR i = 1 TO 3', '  IF i >= x THEN', '    y = i', '    y = y * 20000', '  END IF', 'NEXT'))
      .outcome).toMatchObject({ kind: 'error', code: 6, line: 6, col: 5 });
  });
});

describe('v = v op v and v = v op constant on INTEGER / LONG, one store literal per operator', () => {
  const OPS = ['+', '-', '*', '\\', 'MOD', 'AND', 'OR', 'XOR'];

  /** QBasic's value, or E and the error code (the variable keeps its old value after an error). */
  function model(op: string, a: number, b: number, max: number): number | string {
    const fit = (v: number) => (v > max || v < -max - 1 ? 'E 6' : v + 0);
    switch (op) {
      case '+': return fit(a + b);
      case '-': return fit(a - b);
      case '*': return fit(a * b);
      // LONG \\ has no overflow check in QBasic 1.1: -2147483648 \\ -1 wraps (golden numbers/long_intdiv_minus_one)
      case '\\': return b === 0 ? 'E 11' : max > 32767 ? Math.trunc(a / b) | 0 : fit(Math.trunc(a / b));
      case 'MOD': return b === 0 ? 'E 11' : fit(a % b);
      case 'AND': return a & b;
      case 'OR': return a | b;
      default: return a ^ b;
    }
  }

  it('stores every operator into globals and SUB locals, with Overflow and Division by zero leaving the variable', () => {
    for (const [t, max, pairs] of [['%', 32767, [[32767, 1], [-32768, -1], [7, -2], [-7, 2], [200, 200], [5, 0], [12, 10]]],
      ['&', 2147483647, [[2147483647, 1], [-2147483648, -1], [65536, 65536], [-7, 2], [5, 0], [123456, 789]]]] as const) {
      const block: string[] = [];
      let once = '';
      for (const [x, y] of pairs) {
        for (const op of OPS) {
          block.push(`a${t} = ${x}: b${t} = ${y}: c${t} = 99`, `c${t} = a${t} ${op} b${t}`, `PRINT c${t}`, `c${t} = 99`,
            `c${t} = a${t} ${op} ${y < 0 ? `(${y})` : y}`, `PRINT c${t}`);
          const v = model(op, x, y, max);
          once += (typeof v === 'number' ? `${v < 0 ? '' : ' '}${v} \n` : `${v} \n 99 \n`).repeat(2);
        }
      }
      const r = both(lines('DECLARE SUB s ()', 'ON ERROR GOTO h', ...block, 's', 'END', 'h: PRINT "E"; ERR: RESUME NEXT',
        'SUB s', ...block, 'END SUB'));
      expect(r.output).toBe(once + once);
      expect(r.outcome).toEqual({ kind: 'end' });
    }
  });

  it('reports an uncaught Overflow of such a store at its statement', () => {
    expect(both(lines('DEFINT A-Z', 'i = 1', 'WHILE i < 5', '  c = c - 30000', '  i = i + 1', 'WEND')).outcome)
      .toMatchObject({ kind: 'error', code: 6, line: 4, col: 3 });
  });
});

describe('INTEGER / LONG operators over elements, record fields and by-reference parameters (int-shaped.ts F operands)', () => {
  const OPS = ['+', '-', '*', '\\', 'MOD', 'AND', 'OR', 'XOR', '<', '=', '>', '<=', '>=', '<>'];

  function model(op: string, a: number, b: number, max: number): string {
    const fit = (v: number) => (v > max || v < -max - 1 ? 'E 6' : v + 0);
    const rel = (t: boolean) => (t ? -1 : 0);
    const v = ({
      '+': () => fit(a + b), '-': () => fit(a - b), '*': () => fit(a * b),
      '\\': () => (b === 0 ? 'E 11' : max > 32767 ? Math.trunc(a / b) | 0 : fit(Math.trunc(a / b))), MOD: () => (b === 0 ? 'E 11' : fit(a % b)),
      AND: () => a & b, OR: () => a | b, XOR: () => a ^ b, '<': () => rel(a < b), '=': () => rel(a === b),
      '>': () => rel(a > b), '<=': () => rel(a <= b), '>=': () => rel(a >= b), '<>': () => rel(a !== b),
    } as Record<string, () => number | string>)[op]();
    return typeof v === 'number' ? `${v < 0 ? '' : ' '}${v} \n` : `${v} \n`;
  }

  it('computes every operator with such operands in every shape, with Overflow and Division by zero', () => {
    for (const [t, max, pairs] of [['%', 32767, [[32767, 1], [-32768, -1], [7, -2], [200, 200], [5, 0]]],
      ['&', 2147483647, [[2147483647, 1], [-7, 2], [65536, 65536], [5, 0]]]] as const) {
      const main = [`DECLARE SUB s (p${t}, q${t}, y${t})`, 'TYPE R', `  v AS ${t === '%' ? 'INTEGER' : 'LONG'}`, 'END TYPE',
        `DIM e${t}(3), r(2) AS R`, 'ON ERROR GOTO h', 'i% = 1: j% = 2'];
      const sub = [`SUB s (p${t}, q${t}, y${t})`, `  z${t} = 0`];
      for (const op of OPS) sub.push(`  PRINT p${t} ${op} q${t}`, `  PRINT p${t} ${op} y${t}`, `  PRINT (p${t} + z${t}) ${op} q${t}`,
        `  PRINT p${t} ${op} (q${t} + z${t})`, `  PRINT p${t} ${op} 3`);
      sub.push('END SUB');
      let expected = '';
      for (const [x, y] of pairs) {
        const c = y < 0 ? `(${y})` : `${y}`;
        main.push(`e${t}(1) = ${x}: e${t}(2) = ${y}: r(1).v = ${x}: a${t} = ${x}: z${t} = 0`);
        for (const op of OPS) {
          // two elements, element and constant, variable and element, field and element, (element + z) and element
          for (const e of [`e${t}(i%) ${op} e${t}(j%)`, `e${t}(i%) ${op} ${c}`, `a${t} ${op} e${t}(j%)`, `r(i%).v ${op} e${t}(j%)`,
            `(e${t}(i%) + z${t}) ${op} e${t}(j%)`]) {
            main.push(`PRINT ${e}`);
            expected += model(op, x, y, max);
          }
        }
        // by reference: p (a variable) and q (an element); y by value
        main.push(`s a${t}, e${t}(j%), ${c}`);
        for (const op of OPS) expected += model(op, x, y, max).repeat(4) + model(op, x, 3, max);
      }
      const host = new ScriptedHost();
      const r = runSource(lines(...main, 'END', 'h: PRINT "E"; ERR: RESUME NEXT', ...sub), host, {});
      expect(r.outcome).toEqual({ kind: 'end' });
      expect(host.output).toBe(expected);
    }
  });
});

describe('IF and DO / WHILE runners of other tests, bodies called from their own literal', () => {
  it('run generic IF tests, a by-reference parameter as the test and generic loop tests, with errors in bodies', () => {
    const r = both(lines(
      'DECLARE SUB s (p AS INTEGER)', 'DIM a%(5)', 'a%(0) = 3: a%(1) = 2: a%(2) = 1',
      'i% = 0', 'WHILE a%(i%) > 0', '  t% = t% + a%(i%)', '  i% = i% + 1', 'WEND',
      'DO', '  t% = t% * 2', 'LOOP UNTIL t% > 100',
      'k% = 0', 'DO', '  k% = k% + 1', 'LOOP WHILE k% < 5',
      'FOR j% = 1 TO 4', '  IF (j% AND 1) = 1 AND j% > 1 THEN', '    u% = u% + j%', '  ELSE', '    u% = u% - 1', '  END IF', 'NEXT',
      's 0: s 5', 'PRINT t%; k%; u%', 'SUB s (p AS INTEGER)', '  IF p THEN', '    PRINT "p";', '  ELSE', '    PRINT "0";', '  END IF', 'END SUB',
    ));
    expect(r.output).toBe('0p 192  5  0 \n');
    expect(both(lines('DIM a%(5)', 'a%(0) = 1', 'WHILE a%(i%) > 0', '  i% = i% + 1', '  t% = 300 * 300', 'WEND')).outcome)
      .toMatchObject({ kind: 'error', code: 6, line: 5, col: 3 });
    expect(both(lines('DO', '  t% = t% + 1', '  u% = 20000 * t%', 'LOOP UNTIL t% > 5')).outcome)
      .toMatchObject({ kind: 'error', code: 6, line: 3, col: 3 });
    expect(both(lines('FOR j% = 1 TO 3', '  IF (j% AND 2) = 2 AND j% > 1 THEN', '    PRINT j%', '    x% = 1 \\ 0', '  END IF', 'NEXT')).outcome)
      .toMatchObject({ kind: 'error', code: 11, line: 4, col: 5 });
  });
});

describe('WHILE loops around loops (simpleRunner), body called from its own literal', () => {
  it('runs nested WHILE loops and positions errors in the outer body, RESUME NEXT included', () => {
    const r = both(lines('DEFINT A-Z', 'y = 0', 'WHILE y < 3', '  x = 0', '  WHILE x < 4', '    t = t + x * y', '    x = x + 1', '  WEND',
      '  y = y + 1', 'WEND', 'PRINT t'));
    expect(r.output).toBe(' 18 \n');
    expect(both(lines('DEFINT A-Z', 'WHILE y < 3', '  x = 0', '  WHILE x < 2: x = x + 1: WEND', '  y = y + 1', '  t = y * 20000', 'WEND'))
      .outcome).toMatchObject({ kind: 'error', code: 6, line: 6, col: 3 });
    const h = both(lines('ON ERROR GOTO h', 'WHILE y% < 3', '  x% = 0', '  WHILE x% < 2: x% = x% + 1: WEND', '  y% = y% + 1',
      '  t% = 10 \\ (y% - 2)', '  PRINT t%', 'WEND', 'END', 'h: PRINT "E"; ERR: RESUME NEXT'));
    expect(h.output).toBe('-10 \nE 11 \n-10 \n 10 \n'); // t% keeps its value after the error
  });
});
