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

describe('SELECT CASE by table', () => {
  it('picks the first matching CASE of constant strings, CASE ELSE otherwise', () => {
    const r = runBasic(lines('FOR i = 1 TO 5', '  k$ = MID$("abzYq", i, 1)', '  SELECT CASE k$',
      '    CASE "a", "Y": PRINT "1";', '    CASE "b", "a": PRINT "2";', '    CASE "q": PRINT "3";', '    CASE ELSE: PRINT "E";',
      '  END SELECT', 'NEXT', 'SELECT CASE "x" + "y"', '  CASE "xy": PRINT "xy"', '  CASE "x": PRINT "x"', 'END SELECT'));
    expect(r.output).toBe('12E13xy\n');
  });

  it('tests string ranges and CASE IS in turn', () => {
    const r = runBasic(lines('FOR i = 1 TO 3', '  SELECT CASE MID$("dMz", i, 1)', '    CASE "a" TO "f": PRINT "lo";',
      '    CASE IS < "a": PRINT "up";', '    CASE ELSE: PRINT "hi";', '  END SELECT', 'NEXT'));
    expect(r.output).toBe('louphi');
  });

  it('positions errors in the selector at the SELECT and in an arm at its statement', () => {
    const sel = runBasic(lines('x = 0', 'SELECT CASE 1 \\ x', '  CASE 1: PRINT "a"', '  CASE 2: PRINT "b"', 'END SELECT'));
    expect(sel.outcome).toMatchObject({ code: 11, line: 2 });
    const arm = runBasic(lines('DIM a(3)', 'FOR i = 2 TO 4', '  SELECT CASE i', '    CASE 2, 3', '      a(i) = i',
      '    CASE 4', '      PRINT "four"', '      a(i) = i', '  END SELECT', 'NEXT'));
    expect(arm.output).toBe('four\n');
    expect(arm.outcome).toMatchObject({ code: 9, line: 8 });
    const words = runBasic(lines('k$ = "b"', 'SELECT CASE k$', '  CASE "a": PRINT "a"', '  CASE "b"', '    PRINT "b"', '    ERROR 7', 'END SELECT'));
    expect(words.output).toBe('b\n');
    expect(words.outcome).toMatchObject({ code: 7, line: 6 });
  });

  it('continues after a trapped error inside an arm', () => {
    const r = runBasic(lines('ON ERROR GOTO h', 'FOR i = 1 TO 3', '  SELECT CASE i', '    CASE 1: PRINT "one"',
      '    CASE 2: x = 1 \\ 0: PRINT "after"', '    CASE ELSE: PRINT "else"', '  END SELECT', 'NEXT', 'END', 'h: PRINT "err"; ERR: RESUME NEXT'));
    expect(r.output).toBe('one\nerr 11 \nafter\nelse\n');
  });
});

describe('string statements and functions', () => {
  it('overwrites in place with MID$ and keeps the length', () => {
    const r = runBasic(lines('b$ = SPACE$(6)', 'FOR i = 1 TO 5', '  MID$(b$, i, 2) = CHR$(64 + i) + "xy"', 'NEXT',
      'PRINT "["; b$; "]"', 'MID$(b$, 5) = "1234"', 'PRINT b$', 'MID$(b$, 1, 0) = "zz"', 'PRINT b$',
      'DIM t AS STRING * 5', 't = "abc"', 'MID$(t, 4, 1) = "Q"', 'PRINT "["; t; "]"', 'DIM a$(2)', 'a$(1) = "hello"',
      'MID$(a$(1), 2) = "EL"', 'PRINT a$(1)'));
    expect(r.output).toBe('[ABCDEx]\nABCD12\nABCD12\n[abcQ ]\nhELlo\n');
  });

  it('rejects bad MID$ statement arguments with Illegal function call', () => {
    const bad = (stmt: string) => runBasic(lines('b$ = "abc"', 'PRINT "a"', stmt)).outcome;
    expect(bad('MID$(b$, 0) = "x"')).toMatchObject({ code: 5, line: 3 });
    expect(bad('MID$(b$, 4) = "x"')).toMatchObject({ code: 5, line: 3 });
    expect(bad('MID$(b$, 1, -1) = "x"')).toMatchObject({ code: 5, line: 3 });
    expect(bad('c$ = "": MID$(c$, 1) = "x"')).toMatchObject({ code: 5, line: 3 });
  });

  it('reads ASC(MID$(...)) with MID$ and ASC errors', () => {
    const r = runBasic(lines('s$ = "AbC"', 'PRINT ASC(MID$(s$, 2, 1)); ASC(MID$(s$, 3)); ASC(MID$(s$, 1, 5))', 'i = 4',
      'ON ERROR GOTO h', 'PRINT ASC(MID$(s$, i, 1))', 'PRINT ASC(MID$(s$, 1, 0))', 'PRINT ASC(MID$(s$, 0, 1))',
      'PRINT ASC(MID$(s$, 40000, 1))', 'END', 'h: PRINT "err"; ERR; ERL: RESUME NEXT'));
    expect(r.output).toBe(' 98  67  65 \nerr 5  0 \nerr 5  0 \nerr 5  0 \nerr 6  0 \n');
  });
});

describe('string functions on their fast paths', () => {
  it('trims spaces only, changes only ASCII letters, reads plain digits', () => {
    const r = runBasic(lines('PRINT "["; LTRIM$("  a b "); "]["; RTRIM$(" a b  "); "]"; LEN(LTRIM$(CHR$(9) + "x"))',
      'PRINT UCASE$("abZ1" + CHR$(224) + CHR$(181) + "q"); LCASE$("ABz" + CHR$(192) + "Q")', 'PRINT ASC(MID$(UCASE$(CHR$(255)), 1))',
      'PRINT VAL("123"); VAL("007"); VAL("12a"); VAL(" 1 2"); VAL(""); VAL("-5"); VAL("999999999999999"); VAL("1E3")',
      'PRINT STR$(0); STR$(-32768); STR$(2147483647); STR$(-7&)'));
    expect(r.output).toBe('[a b ][ a b] 2 \n' + 'ABZ1\xe0\xb5Q' + 'abz\xc0q\n 255 \n'
      + ' 123  7  12  12  0 -5  999999999999999  1000 \n 0-32768 2147483647-7\n');
  });
});
