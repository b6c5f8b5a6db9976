// A string variable that MID$ statements write repeatedly is held as a buffer written in place
// (values/strbuf.ts): every reader must still see the string QBasic has there (QB45 help: MID$ statement,
// never changes the length; Illegal function call (5) for a start past the end, a start below 1 or a
// negative length, checked before the value is evaluated), through PRINT, operators, functions, SWAP,
// LSET/RSET, by-reference parameters, SADD / VARPTR with PEEK / POKE, and a FUNCTION that writes the same
// variable while the statement evaluates its value.
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';
// fills b$ by MID$ statements (the second and later run on the buffer), CP437 characters 201-206 among them
const filled = ['b$ = "abcdefgh"', 'FOR i = 1 TO 6', '  MID$(b$, i, 2) = CHR$(64 + i) + CHR$(200 + i)', 'NEXT'];

describe('MID$ statements on a buffered string variable', () => {
  it('gives every reader the written string', () => {
    const r = runBasic(lines(...filled, 't$ = b$', 'MID$(b$, 1) = "z"', 'MID$(b$, 8, 5) = CHR$(0) + "q"',
      'PRINT LEFT$(b$, 6); LEN(b$); t$; LEN(t$); ASC(RIGHT$(b$, 1)); ASC(MID$(b$, 7))',
      'PRINT b$ = t$; b$ > t$; LEFT$(b$, 3); MID$(b$, 2, 2); INSTR(b$, "C"); INSTR(b$, CHR$(206))',
      'PRINT ASC(MID$(b$, 2, 1)); ASC(MID$(b$, 3)); ASC(MID$(b$, 8, 1)); ASC(MID$(b$, 1, 9))',
      'c$ = LEFT$(b$, 7) + "!"', 'PRINT c$; UCASE$(LEFT$(b$, 3)); LCASE$(MID$(b$, 2, 3))',
      'SWAP b$, t$', 'PRINT b$; " "; LEFT$(t$, 7)', 'MID$(b$, 2, 1) = "1": MID$(b$, 3, 1) = "2"',
      'LSET b$ = "ls"', 'PRINT "["; b$; "]"', 'MID$(b$, 1, 1) = "L": MID$(b$, 2, 1) = "S"', 'PRINT b$',
      'RSET b$ = "r"', 'PRINT "["; b$; "]"'));
    const e = String.fromCharCode(206);
    expect(r.output).toBe(`zBCDEF 8 ABCDEF${e}h 8  0  206 \n`
      + ` 0 -1 zBCBC 3  7 \n`
      + ' 66  67  0  122 \n'
      + `zBCDEF${e}!ZBCbcd\n`
      + `ABCDEF${e}h zBCDEF${e}\n`
      + '[ls      ]\nLS      \n[       r]\n');
  });

  it('reads the string after one MID$ statement and after several, and writes on after either', () => {
    const r = runBasic(lines('b$ = "abcdef"', 'MID$(b$, 1, 1) = "1": MID$(b$, 2, 1) = "2"', 'PRINT b$',
      'MID$(b$, 3, 1) = "3"', 'c$ = b$', 'MID$(b$, 4, 1) = "4"', 'MID$(b$, 5, 1) = "5"', 'PRINT c$; " "; b$; LEN(b$)'));
    expect(r.output).toBe('12cdef\n123def 12345f 6 \n');
  });

  it('keeps each copy apart: a copy taken before a MID$ statement does not change', () => {
    const r = runBasic(lines('b$ = "....."', 'FOR i = 1 TO 5', '  c$ = b$', '  MID$(b$, i, 1) = CHR$(48 + i)',
      '  PRINT c$; " "; b$', 'NEXT'));
    expect(r.output).toBe('..... 1....\n1.... 12...\n12... 123..\n123.. 1234.\n1234. 12345\n');
  });

  it('passes the string by reference: the SUB reads, writes and MID$s it', () => {
    const r = runBasic(lines('DECLARE SUB change (s$)', 'DECLARE SUB show (s$, n)', 'b$ = "abcdefgh"',
      'MID$(b$, 2, 1) = "1": MID$(b$, 3, 1) = "2"', 'CALL change(b$)', 'PRINT b$',
      'MID$(b$, 4, 1) = "3": MID$(b$, 5, 1) = "4"', 'CALL show(b$, FNm(7))', 'PRINT b$', 'END',
      // the DEF FN argument writes b$ after its Ref was taken, while the SUB holds it: the SUB sees it
      'DEF FNm (x)', '  MID$(b$, 1, 1) = "P"', '  MID$(b$, 2, 1) = "Q"', '  FNm = x', 'END DEF',
      'SUB change (s$)', '  MID$(s$, 1, 1) = "#"', '  s$ = s$ + "+"', '  MID$(s$, 2, 1) = "%"', 'END SUB',
      'SUB show (s$, n)', '  PRINT s$; LEN(s$); n; s$ = "PQ234fgh+"', '  MID$(s$, 8, 1) = "~"', 'END SUB'));
    expect(r.output).toBe('#%2defgh+\nPQ234fgh+ 9  7 -1 \nPQ234fg~+\n');
  });

  it('shows its bytes at SADD and VARPTR to PEEK, and takes POKEs', () => {
    const r = runBasic(lines('b$ = "abcdefgh"', 'MID$(b$, 1, 1) = "1": MID$(b$, 2, 1) = "2"',
      'DEF SEG = VARSEG(b$): a = SADD(b$): v = VARPTR(b$)', 'MID$(b$, 1, 1) = "5": MID$(b$, 2, 1) = "6"',
      'PRINT PEEK(a); PEEK(a + 1); PEEK(v); PEEK(v + 2) + 256 * PEEK(v + 3) = a', 'POKE a + 2, 65', 'PRINT b$',
      'MID$(b$, 4, 1) = "7"', 'PRINT b$; PEEK(a + 3)'));
    expect(r.output).toBe(' 53  54  8 -1 \n56Adefgh\n56A7efgh 55 \n');
  });

  it('makes the result from the value the variable had when a FUNCTION it calls writes it too', () => {
    const r = runBasic(lines('DECLARE FUNCTION f$ ()', 'DIM SHARED g$', 'g$ = "shared"',
      'MID$(g$, 1, 1) = "S": MID$(g$, 2, 1) = "H"', 'MID$(g$, 3, 2) = f$', 'PRINT g$',
      'MID$(g$, 5, 1) = "!"', 'PRINT g$', 'END',
      'FUNCTION f$', '  MID$(g$, 1, 1) = "x": MID$(g$, 2, 1) = "y"', '  PRINT g$', '  f$ = "F!"', 'END FUNCTION'));
    expect(r.output).toBe('xyared\nSHF!ed\nSHF!!d\n');
  });

  it('keeps a buffer per frame of a recursive SUB and in a STATIC SUB variable', () => {
    const r = runBasic(lines('DECLARE SUB rec (d)', 'DECLARE SUB keep ()', 'CALL rec(3)', 'CALL keep: CALL keep', 'END',
      'SUB rec (d)', '  s$ = STRING$(4, 48 + d)', '  MID$(s$, 1, 1) = "a": MID$(s$, 2, 1) = "b"',
      '  IF d > 1 THEN CALL rec(d - 1)', '  MID$(s$, 3, 1) = "c"', '  PRINT d; s$; ASC(MID$(s$, 4, 1))', 'END SUB',
      'SUB keep STATIC', '  n = n + 1', '  IF n = 1 THEN k$ = "....."', '  MID$(k$, n, 1) = "*": MID$(k$, n + 2, 1) = "+"',
      '  PRINT k$', 'END SUB'));
    expect(r.output).toBe(' 1 abc1 49 \n 2 abc2 50 \n 3 abc3 51 \n*.+..\n**++.\n');
  });

  it('raises Illegal function call before evaluating the value, and leaves the string as it was', () => {
    const r = runBasic(lines('ON ERROR GOTO h', 'b$ = "abc"', 'MID$(b$, 1, 1) = "x": MID$(b$, 2, 1) = "y"',
      'MID$(b$, 0) = FNp$("no")', 'MID$(b$, 4) = FNp$("no")', 'MID$(b$, 1, -1) = FNp$("no")',
      'MID$(b$, 3, 0) = FNp$("yes")', 'PRINT b$', 'PRINT ASC(MID$(b$, 4, 1))', 'PRINT ASC(MID$(b$, 1, 0))',
      'PRINT ASC(MID$(b$, 0, 1))', 'MID$(b$, 1, 1) = STRING$(2, 1 / 0)', 'PRINT b$', 'END',
      'h: PRINT "err"; ERR; ERL: RESUME NEXT', 'DEF FNp$ (w$)', '  PRINT "eval "; w$', '  FNp$ = "Z"', 'END DEF'));
    expect(r.output).toBe('err 5  0 \nerr 5  0 \nerr 5  0 \neval yes\nxyc\n'
      + 'err 5  0 \nerr 5  0 \nerr 5  0 \nerr 11  0 \nxyc\n');
    const at = runBasic(lines('b$ = "abc"', 'MID$(b$, 1, 1) = "x": MID$(b$, 2, 1) = "y"', 'PRINT b$', 'MID$(b$, 4) = "z"'));
    expect(at.output).toBe('xyc\n');
    expect(at.outcome).toMatchObject({ code: 5, line: 4 });
  });
});
