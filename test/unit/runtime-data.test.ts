// Record fields, array elements, SELECT CASE and string statements on their fast paths must behave as
// QBasic does: values, Overflow (INTEGER fields are 16-bit, KB Q31785), Subscript out of range (9) at the
// failing statement, fixed-length strings padded with spaces, Illegal function call (5) for bad MID$
// arguments (QB45 help: MID$ statement), the first matching CASE wins (QB45 help: SELECT CASE).
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

const particle = ['TYPE P', '  x AS INTEGER', '  dx AS INTEGER', '  v AS SINGLE', '  n AS STRING * 4', 'END TYPE'];

describe('record fields and elements', () => {
  it('reads and stores fields of an element with any subscript', () => {
    const r = runBasic(lines(...particle, 'DIM p(1 TO 3) AS P', 'i = 2',
      'p(i).x = 5: p(i).dx = 3', 'p(i).x = p(i).x + p(i).dx', 'p(i + 1).x = p(i).x * 2', 'p(i - 1).x = 1 + p(i + 1).x',
      'p(3).v = 1.5', 'p(3).v = p(3).v / 4', 'p(i).v = p(i + 1).v + p(i).x',
      'PRINT p(1).x; p(2).x; p(3).x; p(3).v; p(2).v'));
    expect(r.output).toBe(' 17  8  16  .375  8.375 \n');
  });

  it('reads fields of a record variable and of a two-dimensional record array', () => {
    const r = runBasic(lines(...particle, 'DIM q AS P, g(2, 3) AS P', 'q.x = 7: q.dx = -2', 'q.x = q.x + q.dx',
      'g(1, 2).x = q.x * 3', 'g(2, 3).dx = g(1, 2).x - q.x', 'IF q.x > 4 AND g(2, 3).dx = 10 THEN PRINT "yes"',
      'PRINT q.x; g(1, 2).x; g(2, 3).dx'));
    expect(r.output).toBe('yes\n 5  15  10 \n');
  });

  it('overflows a 16-bit field at the statement that stores it', () => {
    const r = runBasic(lines(...particle, 'DIM p(2) AS P', 'i = 1', 'p(i).x = 32000: p(i).dx = 1000', 'PRINT "a"',
      'p(i).x = p(i).x + p(i).dx', 'PRINT "b"'));
    expect(r.output).toBe('a\n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 11 });
    expect(runBasic(lines('DIM a(3) AS INTEGER', 'i = 2', 'a(i) = 32767', 'a(i) = a(i) + 1')).outcome).toMatchObject({ code: 6, line: 4 });
  });

  it('checks subscripts of field reads, stores and tests', () => {
    const at = (...body: string[]) => runBasic(lines(...particle, 'DIM p(1 TO 3) AS P', ...body)).outcome;
    expect(at('i = 4', 'p(i).x = p(i).x + 1')).toMatchObject({ code: 9, line: 9 });
    expect(at('i = 0', 'PRINT "a"', 'IF p(i).x < 0 OR p(i).x > 9 THEN PRINT "b"')).toMatchObject({ code: 9, line: 10 });
    expect(at('i = 3', 'p(i + 1).x = 1')).toMatchObject({ code: 9, line: 9 });
    expect(at('i = 3', 'y = p(i - 3).dx')).toMatchObject({ code: 9, line: 9 });
    expect(runBasic(lines('DIM a(5)', 'i = 6', 'a(i) = a(i) * 2')).outcome).toMatchObject({ code: 9, line: 3 });
  });

  it('evaluates both sides of AND / OR over fields, and relations give -1 / 0', () => {
    const r = runBasic(lines(...particle, 'DIM p(3) AS P, a(3)', 'i = 1', 'p(i).x = -1', 'a(i) = 3',
      'IF p(i).x < 0 OR p(i).x > 319 THEN PRINT "out"', 'IF p(i).x < 0 AND p(i).dx > 0 THEN PRINT "no" ELSE PRINT "in"',
      'IF a(i) = 3 THEN PRINT "three"', 'WHILE a(i) > 0: a(i) = a(i) - 1: WEND', 'PRINT a(i)',
      'i = 3', 'IF p(1).x < 0 OR p(i + 1).x > 0 THEN PRINT "never"'));
    expect(r.output).toBe('out\nin\nthree\n 0 \n');
    expect(r.outcome).toMatchObject({ code: 9, line: 17 });
  });

  it('pads fixed-length string fields with spaces', () => {
    const r = runBasic(lines(...particle, 'DIM p(2) AS P', 'i = 1', 'p(i).n = "ab"', 'p(i + 1).n = "abcdefg"',
      'PRINT "["; p(i).n; "]["; p(i + 1).n; "]"; LEN(p(i).n)'));
    expect(r.output).toBe('[ab  ][abcd] 4 \n');
  });
});
