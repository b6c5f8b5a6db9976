// Structured statements run natively (JS loops of closures) and operators fused by operand shape must
// behave exactly as the flat instruction loop: error positions, ON ERROR / RESUME [NEXT] / ERL inside
// loops and procedures, overflow and division rules, subscripts and by-reference arguments.
// Expected values follow QBasic's documented rules (qbasic-facts.md: INTEGER never promotes, KB Q31785;
// 0 / 0 is Overflow, KB Q42473; RESUME NEXT continues after the failing statement).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';
import { RUNNERS, sequence, type Node } from '../../src/runtime/machine/seq.js';
import type { State } from '../../src/runtime/machine/state.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('errors inside native loops', () => {
  it('reports the failing statement of a loop body', () => {
    const r = runBasic(lines('FOR i% = 1 TO 3', '  PRINT i%', '  x% = 32767 + i%', 'NEXT'));
    expect(r.output).toBe(' 1 \n');
    expect(r.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 3, col: 3 });
  });

  it('reports FOR limits at the FOR and counter overflow at NEXT', () => {
    expect(runBasic(lines('n& = 40000', 'FOR i% = 1 TO n&', 'NEXT')).outcome).toMatchObject({ code: 6, line: 2 });
    const r = runBasic(lines('FOR i% = 32766 TO 32767', '  n% = n% + 1', 'NEXT i%'));
    expect(r.outcome).toMatchObject({ code: 6, line: 3 });
  });

  it('raises Overflow at run time for a STEP that does not fit the counter', () => {
    const r = runBasic(lines('PRINT "a"', 'FOR i% = 1 TO 10 STEP 40000', 'NEXT'));
    expect(r.output).toBe('a\n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 2 });
  });

  it('continues the loop after RESUME NEXT', () => {
    const r = runBasic(lines(
      'ON ERROR GOTO h', 'FOR i% = 1 TO 4', '  x% = 10 \\ (i% - 2)', '  PRINT i%; x%', 'NEXT', 'PRINT "done"; i%', 'END',
      'h: PRINT "err"; ERR: RESUME NEXT',
    ));
    expect(r.output).toBe(' 1 -10 \nerr 11 \n 2 -10 \n 3  10 \n 4  5 \ndone 5 \n');
  });

  it('retries the failing statement with RESUME', () => {
    const r = runBasic(lines('ON ERROR GOTO h', 'FOR i% = 1 TO 3', '  PRINT 6 \\ d%;', 'NEXT', 'PRINT', 'END', 'h: d% = 2: RESUME'));
    expect(r.output).toBe(' 3  3  3 \n');
  });

  it('gives ERL of a numbered line inside a loop', () => {
    const r = runBasic(lines('10 ON ERROR GOTO 100', '20 FOR i = 1 TO 2', '30 PRINT 1 / (i - 1)', '40 NEXT', '50 END',
      '100 PRINT "E"; ERR; ERL: RESUME NEXT'));
    expect(r.output).toBe('E 11  30 \n 1 \n');
  });

  it('positions errors in conditions of IF, DO and SELECT CASE', () => {
    expect(runBasic(lines('FOR i = 1 TO 2', '  IF 1 \\ 0 THEN PRINT', 'NEXT')).outcome).toMatchObject({ code: 11, line: 2 });
    expect(runBasic(lines('DO WHILE 1 \\ 0', 'LOOP')).outcome).toMatchObject({ code: 11, line: 1 });
    expect(runBasic(lines('DO', '  x = x + 1', 'LOOP UNTIL 1 \\ (x - 1)')).outcome).toMatchObject({ code: 11, line: 3 });
    expect(runBasic(lines('FOR i = 1 TO 2', '  SELECT CASE 1 \\ (i - 2)', '    CASE 0: PRINT', '  END SELECT', 'NEXT')).outcome)
      .toMatchObject({ code: 11, line: 2 });
  });

  it('runs a SELECT CASE with no CASE, or CASE ELSE alone: the selector is still evaluated', () => {
    expect(runBasic(lines('a$ = "x"', 'SELECT CASE a$', 'END SELECT', 'PRINT "ok"')).output).toBe('ok\n');
    expect(runBasic(lines('FOR i% = 1 TO 2', '  SELECT CASE i%', '  CASE ELSE: PRINT i%;', '  END SELECT', 'NEXT')).output).toBe(' 1  2 ');
    expect(runBasic(lines('FOR i% = 1 TO 2', '  SELECT CASE i% \\ 0', '  END SELECT', 'NEXT')).outcome).toMatchObject({ code: 11, line: 2 });
    expect(runBasic(lines('FOR i% = 1 TO 2', '  SELECT CASE "q"', '  CASE ELSE', '    PRINT 1 \\ 0', '  END SELECT', 'NEXT')).outcome)
      .toMatchObject({ code: 11, line: 4 });
  });

  it('positions an error in an ELSEIF test and picks CASE arms in order', () => {
    const r = runBasic(lines('FOR i = 1 TO 2', '  IF i = 5 THEN', '    PRINT "five"', '  ELSEIF 1 \\ (i - 2) THEN', '    PRINT "x"', '  END IF', 'NEXT'));
    expect(r.outcome).toMatchObject({ code: 11, line: 4 });
    const c = runBasic(lines('FOR i% = 0 TO 5', '  SELECT CASE i%', '    CASE 1 TO 2: PRINT "a";', '    CASE IS > 3, 0: PRINT "b";',
      '    CASE 3: PRINT "c";', '    CASE ELSE: PRINT "?";', '  END SELECT', 'NEXT', 'PRINT'));
    expect(c.output).toBe('baacbb\n');
  });

  it('picks SELECT CASE arms of constant CASEs by value (first match, whole values only, ELSE, errors in arms)', () => {
    const r = runBasic(lines('FOR i% = -3 TO 12', '  SELECT CASE i%', '    CASE 2.5: PRINT "a";', '    CASE 1 TO 3.5: PRINT "b";',
      '    CASE 3, 5: PRINT "c";', '    CASE -2, 10 TO 11, 4: PRINT "d";', '    CASE 4: PRINT "e";', '    CASE ELSE: PRINT "-";',
      '  END SELECT', 'NEXT', 'PRINT'));
    expect(r.output).toBe('-d--bbbdc----dd-\n');
    const e = runBasic(lines('ON ERROR GOTO h', 'FOR n& = 1 TO 3', '  SELECT CASE n&', '    CASE 1: PRINT "one";', '    CASE 2: x% = 40000',
      '    CASE 3: PRINT "three"', '  END SELECT', 'NEXT', 'END', 'h: PRINT ERR; ERL; : RESUME NEXT'));
    expect(e.output).toBe('one 6  0 three\n');
  });

  it('gives every call fresh locals, also when frames are reused (nested calls in arguments, recursion, by-reference locals)', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION f% (n AS INTEGER)', 'DECLARE SUB bump (v AS INTEGER)', 'DECLARE FUNCTION sum% (n AS INTEGER)',
      'PRINT f%(f%(2)); sum%(4)', 'END',
      'FUNCTION f% (n AS INTEGER)', '  DIM a(3) AS INTEGER', '  PRINT a(1); t$; k%;', '  a(1) = n: t$ = "x": k% = n', '  f% = n * 10', 'END FUNCTION',
      'SUB bump (v AS INTEGER)', '  v = v + 1', 'END SUB',
      'FUNCTION sum% (n AS INTEGER)', '  m% = n', '  IF n > 0 THEN', '    bump m%', '    sum% = m% + sum%(n - 1)', '  END IF',
      'END FUNCTION',
    ));
    expect(r.output).toBe(' 0  0  0  0  200  14 \n');
  });

  it('computes constant-first operators as written (1 + x, 2 * x, 0 < x, 3 >= x, 12 AND x, 1# + x) with overflow', () => {
    const r = runBasic(lines('FOR x% = 1 TO 4', '  d# = x% / 4', '  PRINT 1 + x%; 2 * x%; 0 < x%; 3 >= x%; 2 = x%; 3 <> x%; 12 AND x%; 1# + d#', 'NEXT',
      'x% = 20000', 'PRINT 2 * x%'));
    expect(r.output).toBe([
      ' 2  2 -1 -1  0 -1  0  1.25 ', ' 3  4 -1 -1 -1 -1  0  1.5 ', ' 4  6 -1 -1  0  0  0  1.75 ', ' 5  8 -1  0  0 -1  4  2 ', '',
    ].join('\n'));
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 6 });
  });

  it('runs loops tested by variable-against-constant or variable comparisons (pre and post tests, step limit)', () => {
    const r = runBasic(lines('k% = 3', 'WHILE k% <= 12', '  PRINT k%;', '  k% = k% + 4', 'WEND', 'n& = 0: m& = 3', 'DO', '  n& = n& + 1',
      'LOOP UNTIL n& >= m&', 'x! = 0', 'DO UNTIL x! > 1.5', '  x! = x! + .5', 'LOOP', 'PRINT n&; x!'));
    expect(r.output).toBe(' 3  7  11  3  2 \n');
    expect(runBasic(lines('DO WHILE x < 1', 'LOOP'), { maxSteps: 5000 }).outcome).toEqual({ kind: 'stepLimit' });
  });

  it('handles an error in a procedure called from a native loop', () => {
    const r = runBasic(lines('DECLARE SUB s (a%)', 'ON ERROR GOTO h', 'FOR i% = 0 TO 1', '  s i%', 'NEXT', 'PRINT "back"', 'END',
      'h: PRINT "h"; ERR: RESUME NEXT', 'SUB s (a%)', '  PRINT 1 \\ a%', '  PRINT "after"', 'END SUB'));
    expect(r.output).toBe('h 11 \nafter\n 1 \nafter\nback\n');
  });

  it('stops runaway native loops at the step limit', () => {
    expect(runBasic(lines('FOR i = 1 TO 2 STEP 0', '  x = x + 1', 'NEXT'), { maxSteps: 5000 }).outcome).toEqual({ kind: 'stepLimit' });
    expect(runBasic(lines('WHILE 1', 'WEND'), { maxSteps: 5000 }).outcome).toEqual({ kind: 'stepLimit' });
  });
});

describe('loops that need the pc loop', () => {
  it('runs EXIT FOR, EXIT DO, GOTO and GOSUB inside loops', () => {
    const r = runBasic(lines(
      'FOR i = 1 TO 10', '  IF i = 3 THEN EXIT FOR', 'NEXT', 'PRINT i',
      'DO', '  n = n + 1', '  IF n > 4 THEN EXIT DO', 'LOOP', 'PRINT n',
      'FOR j = 1 TO 3', '  GOSUB sq', 'NEXT', 'END', 'sq: PRINT j * j;: RETURN',
    ));
    expect(r.output).toBe(' 3 \n 5 \n 1  4  9 ');
  });

  it('runs the DO / WHILE forms with their tests in the right place', () => {
    const r = runBasic(lines(
      'DO WHILE a < 3: a = a + 1: LOOP: PRINT a', 'DO UNTIL b >= 3: b = b + 1: LOOP: PRINT b',
      'DO: c = c + 1: LOOP WHILE c < 3: PRINT c', 'DO: d = d + 1: LOOP UNTIL d >= 3: PRINT d',
      'DO WHILE 0: e = 1: LOOP: PRINT e', 'DO: f = f + 1: LOOP UNTIL 1: PRINT f', 'WHILE g < 2: g = g + 1: WEND: PRINT g',
    ));
    expect(r.output).toBe(' 3 \n 3 \n 3 \n 3 \n 0 \n 1 \n 2 \n');
  });
});

describe('fused operators', () => {
  it('keeps INTEGER arithmetic in 16 bits and LONG in 32', () => {
    expect(runBasic(lines('x% = 32767', 'y% = x% + 1')).outcome).toMatchObject({ code: 6, line: 2 });
    expect(runBasic(lines('a& = 32767', 'b& = a& + 1', 'c& = a& * a&', 'PRINT b&; c&')).output).toBe(' 32768  1073676289 \n');
    expect(runBasic(lines('a& = 2147483647', 'b& = a& + 1')).outcome).toMatchObject({ code: 6, line: 2 });
    expect(runBasic(lines('a% = -32768', 'b% = -1', 'c% = a% \\ b%')).outcome).toMatchObject({ code: 6, line: 3 });
  });

  it('divides as QBasic does', () => {
    expect(runBasic(lines('a% = 7', 'b% = 0', 'c% = a% MOD b%')).outcome).toMatchObject({ code: 11, line: 3 });
    expect(runBasic(lines('a# = 0', 'b# = 0', 'c# = a# / b#')).outcome).toMatchObject({ code: 6, line: 3 });
    expect(runBasic(lines('a# = 1', 'b# = 0', 'c# = a# / b#')).outcome).toMatchObject({ code: 11, line: 3 });
    expect(runBasic(lines('a% = -7', 'b% = 2', 'PRINT a% MOD b%; a% \\ b%; a% / b%')).output).toBe('-1 -3 -3.5 \n');
  });

  it('rounds SINGLE results to float32 when stored as SINGLE (not as DOUBLE) and compares mixed types in the wider type', () => {
    // QBasic keeps intermediate results wider than SINGLE (KB Q26007, Q35248): c# gets the unrounded sum
    expect(runBasic(lines('a! = 16777216', 'b! = a! + 1', 'c# = a! + 1', 'PRINT b!; c#; b! - a!')).output)
      .toBe(' 1.677722E+07  16777217  0 \n');
    expect(runBasic(lines('a! = .1', 'b# = .1#', 'IF a! = .1 THEN PRINT "s";', 'IF b# <> a! THEN PRINT "d"')).output).toBe('sd\n');
    expect(runBasic(lines('i% = 3', 'x& = 70000', 'IF i% < x& THEN PRINT "lt"')).output).toBe('lt\n');
  });

  it('evaluates nested operators on variables inline with the same checks', () => {
    const r = runBasic(lines('DEFINT A-Z', 'r = 2', 'FOR i = 1 TO 3', '  x = x XOR (i + r)', '  c = c + (x AND 255)', 'NEXT', 'PRINT x; c'));
    expect(r.output).toBe(' 2  12 \n');
    expect(runBasic(lines('DEFINT A-Z', 'a = 32000', 'b = 1000', 'c = 1 + (a + b)')).outcome).toMatchObject({ code: 6, line: 4 });
  });
});

describe('array elements and arguments', () => {
  it('checks every subscript against its own bounds', () => {
    expect(runBasic(lines('DIM a(2 TO 4)', 'a(1) = 5')).outcome).toMatchObject({ code: 9, line: 2 });
    expect(runBasic(lines('DIM a(2 TO 4)', 'PRINT a(5)')).outcome).toMatchObject({ code: 9, line: 2 });
    expect(runBasic(lines('DIM b(3, 3)', 'b(4, 0) = 1')).outcome).toMatchObject({ code: 9, line: 2 });
    expect(runBasic(lines('DIM b(3, 3)', 'PRINT b(0, 4)')).outcome).toMatchObject({ code: 9, line: 2 });
    const r = runBasic(lines('DIM a%(5), b(1 TO 2, 1 TO 3)', 'i = 2', 'a%(i) = 7', 'a%(i + 1) = a%(i) * 2', 'b(2, 3) = 1.5',
      'PRINT a%(2); a%(3); b(2, 3); b(1, 3)'));
    expect(r.output).toBe(' 7  14  1.5  0 \n');
  });

  it('reads elements inline in conditions and operators, with their subscript checks', () => {
    const r = runBasic(lines('DIM f%(3)', 'f%(2) = 5: i% = 2', 'IF f%(i%) THEN PRINT "y";', 'IF (f%(i%) AND 4) THEN PRINT "b";',
      'x% = f%(i%) * 2 + 1: PRINT x%'));
    expect(r.output).toBe('yb 11 \n');
    expect(runBasic(lines('DIM f%(3)', 'i% = 7', 'IF f%(i%) THEN PRINT "y"')).outcome).toMatchObject({ code: 9, line: 3 });
    expect(runBasic(lines('DIM f%(3)', 'i% = -1', 'x% = f%(i%) + 1')).outcome).toMatchObject({ code: 9, line: 3 });
  });

  it('passes variables by reference, also twice in one call and in a loop', () => {
    const r = runBasic(lines('DECLARE SUB inc (n AS LONG)', 'DECLARE SUB two (a AS LONG, b AS LONG)',
      'FOR i = 1 TO 3: inc t&: NEXT', 'two x&, x&', 'PRINT t&; x&',
      'SUB inc (n AS LONG): n = n + 1: END SUB', 'SUB two (a AS LONG, b AS LONG): a = a + 1: b = b + 1: END SUB'));
    expect(r.output).toBe(' 3  2 \n');
  });
});

describe('innermost loops dealt to copies of their runner', () => {
  // more innermost loops than there are copies, so that every copy runs a loop and one runs two
  const loops = 6;

  it('positions errors in the body, at NEXT and in the FOR line of every innermost FOR', () => {
    for (let j = 1; j <= loops; j++) {
      const body: string[] = [];
      for (let n = 1; n <= loops; n++) {
        body.push(`FOR i% = ${n === j ? 32766 : 1} TO ${n === j ? 32767 : 2}`, '  t% = i%', 'NEXT i%');
      }
      const r = runBasic(lines(...body, 'PRINT t%'));
      expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 3 * j });
      const inBody = body.map((l, i) => (i === 3 * j - 2 ? '  t% = i% * 20000' : l));
      expect(runBasic(lines(...inBody)).outcome).toMatchObject({ kind: 'error', code: 6, line: 3 * j - 1, col: 3 });
      const inHead = body.map((l, i) => (i === 3 * j - 3 ? 'FOR i% = 1 TO 40000 + t%' : l));
      expect(runBasic(lines(...inHead)).outcome).toMatchObject({ kind: 'error', code: 6, line: 3 * j - 2 });
    }
  });

  it('runs every innermost FOR and WHILE to the same values, with RESUME NEXT in their bodies', () => {
    const body: string[] = ['ON ERROR GOTO h'];
    let t = 0;
    let out = '';
    for (let n = 1; n <= loops; n++) {
      body.push(`FOR i% = ${n} TO ${n + 3}`, `  t% = t% + 10000 \\ (i% - ${n + 1})`, 'NEXT i%');
      for (let i = n; i <= n + 3; i++) if (i !== n + 1) t += Math.trunc(10000 / (i - n - 1));
      out += 'E 11 ';
      body.push(`k% = ${n}`, 'WHILE k% < 4', '  k% = k% + 1', `  t% = t% + 100 \\ (k% - ${Math.min(n, 3) + 1})`, 'WEND');
      for (let k = n; k < 4;) {
        k++;
        if (k === Math.min(n, 3) + 1) out += 'E 11 ';
        else t += Math.trunc(100 / (k - Math.min(n, 3) - 1));
      }
    }
    const r = runBasic(lines(...body, 'PRINT t%', 'END', 'h: PRINT "E"; ERR;: RESUME NEXT'));
    expect(r.output).toBe(`${out}${t < 0 ? '' : ' '}${t} \n`);
  });

  it('positions errors in the body of every innermost WHILE', () => {
    for (let j = 1; j <= loops; j++) {
      const body: string[] = [];
      for (let n = 1; n <= loops; n++) body.push('k% = 0', 'WHILE k% < 3', '  k% = k% + 1', `  t% = t% + ${n === j ? 20000 : 1}`, 'WEND');
      expect(runBasic(lines(...body)).outcome).toMatchObject({ kind: 'error', code: 6, line: 5 * j - 1, col: 3 });
    }
  });
});

describe('loop bodies with runner literals of their own (machine/seq.ts)', () => {
  it('runs every statement of several 2-, 3- and 4-statement loop bodies in order', () => {
    const r = runBasic(lines(
      'FOR i% = 1 TO 2: a% = a% + 1: b% = b% + a%: NEXT',
      'FOR i% = 1 TO 2: a% = a% * 2: b% = b% - 1: c% = c% + b%: NEXT',
      'FOR i% = 1 TO 2: a% = a% + 1: b% = b% + a%: c% = c% - a%: d% = d% + c%: NEXT',
      'DO: a% = a% - 3: b% = b% + 1: LOOP UNTIL a% < 0',
      'FOR j% = 1 TO 5', '  FOR i% = 1 TO 2: e% = e% + i%: f% = f% + e%: g% = g% XOR f%: h% = h% + 1: NEXT', 'NEXT',
      'FOR i% = 1 TO 2: a% = a% + 1: b% = b% + a%: c% = c% - a%: d% = d% + c%: NEXT',
      'PRINT a%; b%; c%; d%; e%; f%; g%; h%',
    ));
    expect(r.output).toBe(' 0  23 -15 -52  15  80  5  10 \n');
  });

  it('positions an error in each statement of the later loops of a length and resumes after it', () => {
    for (let k = 1; k <= 4; k++) {
      const body = [1, 2, 3, 4].map((i) => (i === k ? 'x% = 32767 + i%' : `n${i}% = n${i}% + 1`)).join(': ');
      const r = runBasic(lines(
        'FOR i% = 1 TO 2: p% = 1: q% = 2: t% = 3: u% = 4: NEXT',
        'FOR i% = 1 TO 2: p% = 1: q% = 2: t% = 3: u% = 4: NEXT',
        'FOR i% = 1 TO 2', `  ${body}`, 'NEXT',
      ));
      expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 4, col: 3 + body.indexOf('x%') });
      const q = runBasic(lines(
        'ON ERROR GOTO h',
        'FOR i% = 1 TO 2: p% = 1: q% = 2: t% = 3: u% = 4: NEXT',
        'FOR i% = 1 TO 3', `  ${body}`, 'NEXT',
        'PRINT n1%; n2%; n3%; n4%; e%', 'END',
        'h: e% = e% + 1: RESUME NEXT',
      ));
      expect(q.output).toBe([1, 2, 3, 4].map((i) => (i === k ? ' 0 ' : ' 3 ')).join('') + ' 3 \n');
    }
  });
});

describe('statement list runners (machine/seq.ts)', () => {
  it('runs the nodes in order and positions a throw at its node, in every runner literal of each length', () => {
    for (let n = 2; n <= 4; n++) {
      // every copy directly (this process may have taken them all), then lists made by sequence
      const copies = RUNNERS[n - 2];
      for (let round = 0; round < copies.length + 3; round++) {
        for (let bad = -1; bad < n; bad++) {
          const log: number[] = [];
          const nodes: Node[] = Array.from({ length: n }, (_, i) => ({
            pc: 10 * i + round,
            block: i === 1 && round % 2 === 1,
            run: () => {
              log.push(i);
              if (i === bad) throw new Error('x');
            },
          }));
          const s = { pc: -7 } as State;
          const at = nodes.map((x) => (x.block ? -1 : x.pc + 1));
          const run = round < copies.length ? copies[round](nodes.map((x) => x.run!), at) : sequence(nodes, round % 2 === 0);
          if (bad < 0) {
            run(s);
            expect(log).toEqual(Array.from({ length: n }, (_, i) => i));
            continue;
          }
          expect(() => run(s)).toThrow('x');
          expect(log).toEqual(Array.from({ length: bad + 1 }, (_, i) => i));
          expect(s.pc).toBe(nodes[bad].block ? -7 : nodes[bad].pc + 1);
        }
      }
    }
  });
});
