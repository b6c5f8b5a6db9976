// SUB and FUNCTION calls through reused frames and native bodies: arguments by reference and by value
// in the same parameter from call to call, nested calls in arguments at the same depth, errors inside a
// body (position, ON ERROR / RESUME NEXT and the caller going on), arrays and records as arguments.
// Expected values follow QBasic's rules (qbasic-facts.md: variables, elements and fields are passed by
// reference, other expressions by value; RESUME NEXT continues after the failing statement).
import { describe, expect, it } from 'vitest';
import { runBasic, runBothWays } from '../support/run.js';

const lines = (...l: string[]) => l.join('\n') + '\n';
const outputOf = (...l: string[]) => runBasic(lines(...l)).output;

describe('procedure calls', () => {
  it('binds a parameter by reference in one call and by value in the next (3 and 5 arguments)', () => {
    const r = runBasic(lines(
      'DECLARE SUB s3 (a AS INTEGER, b AS INTEGER, c AS INTEGER)',
      'DECLARE SUB s5 (a AS INTEGER, b AS INTEGER, c AS INTEGER, d AS INTEGER, e AS INTEGER)',
      'x% = 1: y% = 2', 's3 x%, y% + 0, 5', 's3 x% + 0, y%, x%', 'PRINT x%; y%',
      's5 x%, 1, y%, 2, (x%)', 'PRINT x%; y%',
      'SUB s3 (a AS INTEGER, b AS INTEGER, c AS INTEGER)', '  a = a + 10: b = b + 100: c = c + 1000', '  PRINT a; b; c', 'END SUB',
      'SUB s5 (a AS INTEGER, b AS INTEGER, c AS INTEGER, d AS INTEGER, e AS INTEGER)', '  a = a + b: c = c + d: e = e + 1',
      '  PRINT a; c; e', 'END SUB',
    ));
    expect(r.output).toBe(' 11  102  1005 \n 21  102  1011 \n 1011  102 \n 1012  104  1012 \n 1012  104 \n');
  });

  it('passes on by reference a parameter that was itself passed by value (numbers and strings)', () => {
    const r = runBasic(lines(
      'DECLARE SUB a (x AS INTEGER, t$)', 'DECLARE SUB b (y AS INTEGER, u$)',
      'v% = 1: w$ = "w"', 'a 5, "s"', 'a v%, w$', 'PRINT v%; w$',
      'SUB a (x AS INTEGER, t$)', '  x = x + 1: b x, t$: PRINT x; t$', 'END SUB',
      'SUB b (y AS INTEGER, u$)', '  y = y * 10: u$ = u$ + "!"', 'END SUB',
    ));
    expect(r.output).toBe(' 60 s!\n 20 w!\n 20 w!\n');
  });

  it('returns from EXIT SUB / FUNCTION / DEF anywhere in a body, and the caller runs on (recursion, loops, errors)', () => {
    // output as QBasic 1.1 prints it (oracle run, PRINT #1 to a file)
    const r = runBasic(lines(
      'DECLARE SUB walk (n%)', 'DECLARE FUNCTION find% (x%)',
      'DEF FNsign% (v%)', '  FNsign% = 1', '  IF v% < 0 THEN FNsign% = -1: EXIT DEF', '  IF v% = 0 THEN FNsign% = 0', 'END DEF',
      'ON ERROR GOTO h', 'walk 3: PRINT "after"', 'PRINT find%(7); find%(40); FNsign%(-5); FNsign%(0); FNsign%(9)', 'END',
      'h: PRINT "err"; ERR: RESUME NEXT',
      'SUB walk (n%)', '  IF n% = 0 THEN EXIT SUB', '  PRINT n%;', '  walk n% - 1', '  PRINT -n%;',
      '  DO', '    FOR i% = 1 TO 2', '      IF i% = n% THEN EXIT SUB', '    NEXT', '    PRINT "loop";', '    EXIT DO', '  LOOP',
      '  IF n% = 3 THEN x% = 1 \\ 0', '  PRINT "end"; n%', 'END SUB',
      'FUNCTION find% (x%)', '  find% = -1', '  FOR i% = 1 TO 20', '    SELECT CASE i% * i%',
      '      CASE IS > x%: find% = i%: EXIT FUNCTION', '    END SELECT', '  NEXT', 'END FUNCTION',
    ));
    expect(r.output).toBe(' 3  2  1 -1 -2 -3 looperr 11 \nend 3 \nafter\n 3  7 -1  0  1 \n');
  });

  it('evaluates a call in an argument before taking the frame for that depth (4 arguments, recursion)', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION g% (a%, b%, c%, d%)', 'PRINT g%(2, 1, 1, 1); g%(1, 1, 1, 1)',
      'FUNCTION g% (a%, b%, c%, d%)', '  IF a% <= 0 THEN', '    g% = b% + c% + d%', '  ELSE',
      '    g% = g%(a% - 1, g%(a% - 1, b%, c%, d%), c% + 1, d%)', '  END IF', 'END FUNCTION',
    ));
    expect(r.output).toBe(' 13  6 \n');
  });

  it('starts every call with a zero result and fresh locals', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION f& (n AS INTEGER)', 'PRINT f&(1); f&(0); f&(2)',
      'FUNCTION f& (n AS INTEGER)', '  IF n > 0 THEN f& = n + t&', '  t& = 100', 'END FUNCTION',
    ));
    expect(r.output).toBe(' 1  0  2 \n');
  });

  it('tests a parameter passed by reference or by value against a constant or a variable in IF', () => {
    const r = runBasic(lines(
      'DECLARE SUB t (a AS INTEGER, b AS INTEGER)', 'x% = 3: y% = 5', 't x%, y%', 't x% + 2, 4', 't 7, y%',
      'SUB t (a AS INTEGER, b AS INTEGER)', '  IF a < b THEN', '    PRINT "lt";', '  ELSE', '    PRINT "ge";', '  END IF',
      '  IF a = 5 THEN', '    PRINT "five"', '  ELSE', '    PRINT "other"', '  END IF', 'END SUB',
    ));
    expect(r.output).toBe('ltother\ngefive\ngeother\n');
  });

  it('tests parameters by reference and by value in IF ... ELSEIF chains of two and three arms', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION c% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)', 'DECLARE SUB k (a AS LONG, b AS LONG)',
      'lo% = -2: hi% = 4', 'FOR i% = -4 TO 6 STEP 3: PRINT c%(i%, lo%, hi%); c%(i% * 2, lo%, 4);: NEXT: PRINT',
      'x& = 1: y& = 2: k x&, y&: k y&, x&: k 9, 9: k x& + 0, 3: PRINT x&; y&',
      'FUNCTION c% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)',
      '  IF v < lo THEN', '    c% = lo', '  ELSEIF v > hi THEN', '    c% = hi', '  ELSE', '    c% = v', '  END IF', 'END FUNCTION',
      'SUB k (a AS LONG, b AS LONG)',
      '  IF a = b THEN', '    PRINT "eq";', '  ELSEIF a >= 3 THEN', '    PRINT "ge3";', '  ELSEIF b <> a THEN', '    a = a + 10: PRINT "ne";', '  END IF', 'END SUB',
    ));
    expect(r.output).toBe('-2 -2 -1 -2  2  4  4  4 \nneneeqge3 11  12 \n');
  });

  it('positions an error in the ELSEIF arm of a procedure and resumes after it', () => {
    const r = runBasic(lines(
      'DECLARE SUB t (a AS INTEGER, b AS INTEGER)', 'ON ERROR GOTO h', 't 1, 2', 't 32767, 0', 'PRINT "end"', 'END',
      'h: PRINT "e"; ERR; ERL: RESUME NEXT',
      'SUB t (a AS INTEGER, b AS INTEGER)', '  IF a = b THEN', '    PRINT "eq"', '  ELSEIF a > b THEN', '    a = a + 1', '  ELSE', '    PRINT "lt"', '  END IF', 'END SUB',
    ));
    expect(r.output).toBe('lt\ne 6  0 \nend\n');
    const u = runBasic(lines(
      'DECLARE SUB t (a AS INTEGER, b AS INTEGER)', 't 32767, 0',
      'SUB t (a AS INTEGER, b AS INTEGER)', '  IF a = b THEN', '    PRINT "eq"', '  ELSEIF a > b THEN', '    a = a + 1', '  END IF', 'END SUB',
    ));
    expect(u.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 7, col: 5 });
  });

  it('runs each arm of IF ... ELSEIF ... ELSE on parameters from its own site, errors positioned in every arm', () => {
    // one-statement and two-statement arms; a by-reference parameter read in both tests; an Overflow in each arm
    const body = [
      'FUNCTION c% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)',
      '  IF v < lo THEN', '    c% = lo - v * 1000', '  ELSEIF v > hi THEN', '    t% = hi: c% = t% + v * 1000', '  ELSE',
      '    c% = v * 1000', '  END IF', 'END FUNCTION',
    ];
    const r = runBothWays(lines(
      'DECLARE FUNCTION c% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)', 'ON ERROR GOTO h', 'lo% = -10',
      'FOR i% = -30 TO 30 STEP 10: PRINT c%(i%, lo%, 10);: NEXT: PRINT', 'lo% = -40',
      'PRINT c%(-50, lo%, 10); c%(50, lo%, 10); c%(40, lo%, 50)', 'PRINT "end"', 'END',
      'h: PRINT "e"; ERR; ERL;: RESUME NEXT', ...body,
    ));
    expect(r.output).toBe(
      ' 29990  19990 -10000  0  10000  20010  30010 \n'
      + 'e 6  0  0 e 6  0  0 e 6  0  0 \nend\n',
    );
    for (const [call, line, col] of [['c%(-50, -40, 10)', 5, 5], ['c%(50, -40, 10)', 7, 14], ['c%(40, -40, 50)', 9, 5]] as const) {
      const u = runBothWays(lines('DECLARE FUNCTION c% (v AS INTEGER, lo AS INTEGER, hi AS INTEGER)', `PRINT ${call}`, ...body));
      expect(u.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line, col });
    }
  });

  it('takes CLNG / CINT of an INTEGER or LONG value as that value, typed as the result', () => {
    const r = runBothWays(lines(
      'DECLARE FUNCTION sq& (x AS INTEGER)', 'DIM a AS INTEGER, b AS INTEGER, l AS LONG', 'ON ERROR GOTO h',
      'PRINT sq&(300); sq&(-181)', 'a = 200: b = 200: l = 70000',
      'PRINT CLNG(a) * b; CINT(a) + 1; CLNG(l) + 1; CLNG(CINT(a) * 2) + l; CLNG(-a) * b',
      'PRINT CLNG(a * b)', 'PRINT CINT(a) * b', 'PRINT CINT(l)', 'PRINT CLNG(a) * l * l', 'PRINT "end"', 'END',
      'h: PRINT "e"; ERR: RESUME NEXT',
      'FUNCTION sq& (x AS INTEGER)', '  sq& = CLNG(x) * x', 'END FUNCTION',
    ));
    expect(r.output).toBe(' 90000  32761 \n 40000  201  70001  70400 -40000 \ne 6 \ne 6 \ne 6 \ne 6 \nend\n');
  });

  it('positions an error in a recursive FUNCTION at the failing statement', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION f% (n AS INTEGER)', 'PRINT "a"', 'PRINT f%(3)',
      'FUNCTION f% (n AS INTEGER)', '  IF n > 0 THEN', '    f% = f%(n - 1) + 1', '  ELSE', '    f% = 1 \\ n', '  END IF', 'END FUNCTION',
    ));
    expect(r.output).toBe('a\n');
    expect(r.outcome).toEqual({ kind: 'error', code: 11, message: 'Division by zero', line: 8, col: 5 });
  });

  it('goes on after RESUME NEXT in a FUNCTION called from a loop, with the caller where it was', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION inv% (n AS INTEGER)', 'ON ERROR GOTO h', 'FOR i% = 0 TO 2', '  PRINT inv%(i%);', 'NEXT', 'PRINT "end"', 'END',
      'h: PRINT "e"; ERR; : RESUME NEXT',
      'FUNCTION inv% (n AS INTEGER)', '  inv% = 1', '  inv% = 12 \\ n', 'END FUNCTION',
    ));
    expect(r.output).toBe('e 11  1  12  6 end\n');
  });

  it('passes arrays, elements and records with scalars (3 and 4 arguments)', () => {
    const r = runBasic(lines(
      'TYPE P', '  x AS INTEGER', '  y AS INTEGER', 'END TYPE',
      'DECLARE SUB fill (a() AS INTEGER, n AS INTEGER, v AS INTEGER)', 'DECLARE SUB move (q AS P, dx AS INTEGER, dy AS INTEGER, k AS INTEGER)',
      'DIM a(5) AS INTEGER, q AS P, ps(2) AS P', 'fill a(), 5, 7', 'fill a(), 2, a(5)', 'PRINT a(1); a(2); a(3); a(5)',
      'move q, 3, 4, a(1)', 'move ps(1), q.x, 1, a(2)', 'PRINT q.x; q.y; ps(1).x; ps(1).y; a(1); a(2)',
      'SUB fill (a() AS INTEGER, n AS INTEGER, v AS INTEGER)', '  FOR i% = 1 TO n', '    a(i%) = v + i%', '  NEXT', 'END SUB',
      'SUB move (q AS P, dx AS INTEGER, dy AS INTEGER, k AS INTEGER)', '  q.x = q.x + dx: q.y = q.y + dy: k = k * 2', 'END SUB',
    ));
    expect(r.output).toBe(' 13  14  10  12 \n 3  4  3  1  26  28 \n');
  });

  it('binds five to eight arguments into the reused frame, and nine into a new one', () => {
    expect(outputOf(
      'DECLARE FUNCTION s5% (a%, b%, c%, d%, e%)',
      'DECLARE SUB s6 (a AS LONG, b AS SINGLE, c$, d AS DOUBLE, e%, f&)',
      'DECLARE SUB s8 (a%, b%, c%, d%, e%, f%, g%, h%)',
      'DECLARE FUNCTION s7& (n%, b%, c%, d%, e%, f%, g%)',
      'DECLARE SUB s9 (a%, b%, c%, d%, e%, f%, g%, h%, i%)',
      'x% = 1: y% = 2',
      'PRINT s5%(1, 2, 3, 4, 5); s5%(x%, y%, x% + y%, s5%(1, 1, 1, 1, 1), 10); x%',
      's8 x%, 1, 2, 3, 4, 5, 6, y%: PRINT x%; y%',
      't$ = "ab": q& = 7',
      's6 q&, 1.5, t$, 2.25, y%, q&: PRINT q&; t$; y%',
      's6 40000, 0.5, t$ + "z", 1, 3, 9',
      'PRINT s7&(3, 1, 2, 3, 4, 5, 6)',
      's9 1, 2, 3, 4, 5, 6, 7, 8, y%: PRINT y%',
      'FUNCTION s5% (a%, b%, c%, d%, e%)',
      '  a% = a% + 100: s5% = a% + b% * 2 + c% * 3 + d% * 4 + e% * 5',
      'END FUNCTION',
      'SUB s6 (a AS LONG, b AS SINGLE, c$, d AS DOUBLE, e%, f&)',
      '  a = a + 1: c$ = c$ + "!": e% = e% * 2',
      '  PRINT a; b; c$; d; e%; f&',
      'END SUB',
      'SUB s8 (a%, b%, c%, d%, e%, f%, g%, h%)',
      '  a% = a% + b% + c% + d%: h% = e% + f% + g% + h%',
      'END SUB',
      'FUNCTION s7& (n%, b%, c%, d%, e%, f%, g%)',
      '  IF n% = 0 THEN s7& = b% + c% + d% + e% + f% + g%: EXIT FUNCTION',
      '  s7& = s7&(n% - 1, g%, b%, c%, d%, e%, f%) * 10 + s7&(n% - 1, 1, 1, 1, 1, 1, CINT(s7&(0, n%, 0, 0, 0, 0, 0)))',
      'END FUNCTION',
      'SUB s9 (a%, b%, c%, d%, e%, f%, g%, h%, i%)',
      '  i% = i% + a% + h%',
      'END SUB',
    )).toBe(' 155  624  101 \n 107  17 \n 8  1.5 ab! 2.25  34  8 \n 8 ab! 34 \n 40001  .5 ab!z! 1  6  9 \n 23296 \n 43 \n');
  });
});

// A scalar parameter that no call in the program passes as a variable, element or field is a plain local of
// one slot (program-facts.ts); one call anywhere passing a name keeps the Ref slot for every call.
describe('parameters every call passes by value', () => {
  it('binds expressions and constants into a parameter the body assigns, the callers unchanged', () => {
    expect(outputOf(
      'DECLARE SUB s (a AS INTEGER, t$, d AS DOUBLE)', 'x% = 5: u$ = "ab"', 's x% + 1, u$ + "c", 1.5', 's 7, "q", x% / 2', 'PRINT x%; u$',
      'SUB s (a AS INTEGER, t$, d AS DOUBLE)', '  a = a * 2: t$ = t$ + "!": d = d + a', '  PRINT a; t$; d', 'END SUB',
    )).toBe(' 12 abc! 13.5 \n 14 q! 16.5 \n 5 ab\n');
  });

  it('keeps each recursion level\'s parameter, assigned after the inner calls return', () => {
    expect(outputOf(
      'DECLARE FUNCTION r& (n AS INTEGER, k AS LONG)', 'PRINT r&(5, 1); r&(3, r&(2, 3))',
      'FUNCTION r& (n AS INTEGER, k AS LONG)', '  IF n <= 0 THEN r& = k: EXIT FUNCTION',
      '  t& = r&(n - 1, k + 1) + r&(n - 2, k * 2)', '  n = n * 100', '  r& = t& + n', 'END FUNCTION',
    )).toBe(' 2699  4219 \n');
  });

  it('passes a by-value parameter on by reference, and sees the callee change it', () => {
    expect(outputOf(
      'DECLARE SUB a (x AS INTEGER)', 'DECLARE SUB b (y AS INTEGER)', 'a 5', 'a 10 + 1',
      'SUB a (x AS INTEGER)', '  b x', '  b x', '  PRINT x', 'END SUB',
      'SUB b (y AS INTEGER)', '  y = y + 1', 'END SUB',
    )).toBe(' 7 \n 13 \n');
  });

  it('keeps the Ref slot when any call, however nested, passes a variable', () => {
    expect(outputOf(
      'DECLARE FUNCTION inc% (v AS INTEGER)', 'DECLARE SUB w (m AS INTEGER)', 'PRINT inc%(1)', 'w 3',
      'FUNCTION inc% (v AS INTEGER)', '  v = v + 1: inc% = v', 'END FUNCTION',
      'SUB w (m AS INTEGER)', '  SELECT CASE m', '    CASE 3', '      IF m > 0 THEN PRINT inc%(m) * 10; m', '  END SELECT', 'END SUB',
    )).toBe(' 2 \n 40  4 \n');
  });

  it('converts the argument to the parameter type, with the caller\'s error position', () => {
    const r = runBasic(lines(
      'DECLARE SUB s (a AS INTEGER)', 's 2.5', 's 3.5', 's 40000! + 1',
      'SUB s (a AS INTEGER)', '  PRINT a', 'END SUB',
    ));
    expect(r.output).toBe(' 2 \n 4 \n');
    expect(r.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 4, col: 1 });
  });

  it('runs a STATIC procedure and ON ERROR / RESUME NEXT in a body with by-value parameters', () => {
    expect(outputOf(
      'DECLARE SUB acc (a AS INTEGER, b AS INTEGER)', 'ON ERROR GOTO h', 'acc 1, 2', 'acc 3, 0', 'acc 4, 1', 'END',
      'h: PRINT "e"; ERR; ERL: RESUME NEXT',
      'SUB acc (a AS INTEGER, b AS INTEGER) STATIC', '  c% = c% + a', '  q% = 12 \\ b', '  PRINT c%; a; b; q%', 'END SUB',
    )).toBe(' 1  1  2  6 \ne 11  0 \n 4  3  0  6 \n 8  4  1  12 \n');
  });

  it('binds a function call in an argument of the same function at the same depth', () => {
    expect(outputOf(
      'DECLARE FUNCTION f% (a AS INTEGER, b AS INTEGER)', 'PRINT f%(f%(1, 2) + 1, f%(3, f%(4, 5) * 2))',
      'FUNCTION f% (a AS INTEGER, b AS INTEGER)', '  a = a * 10', '  f% = a + b', 'END FUNCTION',
    )).toBe(' 250 \n');
  });
});

// A by-reference parameter read inside an INTEGER / LONG operator is an operand of the operator's own
// closure (int-shaped.ts), read by calling; the store back goes through the caller's Ref or the value slot.
describe('by-reference parameters inside operators', () => {
  it('reads and writes through a variable, an element, a field and a by-value argument', () => {
    expect(outputOf(
      'DECLARE SUB addp (x AS INTEGER, w AS INTEGER, acc AS LONG)', 'DECLARE SUB tick (c AS LONG, k AS INTEGER)',
      'TYPE T', '  n AS LONG', 'END TYPE', 'DIM r AS T, a(2) AS LONG, v AS LONG', 'v = 5: a(1) = 7: r.n = 9',
      'addp 3, 4, v', 'addp 3, 4, a(1)', 'addp 3, 4, r.n', 'addp 3, 4, (v)', 'PRINT v; a(1); r.n',
      'FOR i% = 1 TO 3: tick v, i%: tick a(1), i%: tick r.n, i%: NEXT', 'tick v + 0, 2', 'PRINT v; a(1); r.n; i%',
      'SUB addp (x AS INTEGER, w AS INTEGER, acc AS LONG)', '  acc = (acc + x * w + 1) MOD 1000003', '  PRINT acc;', 'END SUB',
      'SUB tick (c AS LONG, k AS INTEGER)', '  c = c + 1', '  c = 2 * c - k', '  k = k + 0', 'END SUB',
    )).toBe(' 18  20  22  31  18  20  22 \n 147  163  179  4 \n');
  });

  it('stops with Overflow or Division by zero at the statement in the SUB, and RESUME NEXT leaves the variable', () => {
    const r = runBasic(lines(
      'DECLARE SUB bump (c AS INTEGER, d AS INTEGER)', 'c% = 32766', 'ON ERROR GOTO h', 'bump c%, 1', 'bump c%, 0', 'PRINT c%',
      'ON ERROR GOTO 0', 'bump c%, 1', 'END', 'h: PRINT "e"; ERR; ERL: RESUME NEXT',
      'SUB bump (c AS INTEGER, d AS INTEGER)', '  c = c + 1', '  c = c \\ d', '  PRINT c', 'END SUB',
    ));
    expect(r.output).toBe(' 32767 \ne 6  0 \ne 11  0 \n 32767 \n 32767 \n');
    expect(r.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 12, col: 3 });
  });

  it('stops with Overflow in an operator reading a by-reference parameter beside a called operand', () => {
    const r = runBasic(lines(
      'DECLARE SUB m (a AS INTEGER, b AS INTEGER)', 'x% = 200: y% = 100', 'm x%, y%', 'PRINT x%', 'm x%, y%',
      'SUB m (a AS INTEGER, b AS INTEGER)', '  a = a * (b + 0)', 'END SUB',
    ));
    expect(r.output).toBe(' 20000 \n');
    expect(r.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 7, col: 3 });
  });
});

describe('reused frames', () => {
  it('starts a FUNCTION without locals at a zero result, and a SUB with a local array at a fresh one', () => {
    expect(outputOf(
      'DECLARE FUNCTION g% (n AS INTEGER)', 'DECLARE SUB s (n AS INTEGER)', 'PRINT g%(1); g%(0); g%(2); g%(0)', 's 1', 's 0', 's 2',
      'FUNCTION g% (n AS INTEGER)', '  IF n THEN g% = n * 7', 'END FUNCTION',
      'SUB s (n AS INTEGER)', '  DIM q(2) AS INTEGER', '  PRINT q(1);', '  IF n THEN q(1) = n: s n - 1', '  PRINT q(1)', 'END SUB',
    )).toBe(' 7  0  14  0 \n 0  0  0 \n 1 \n 0  0 \n 0  0  0  0 \n 1 \n 2 \n');
  });

  it('resets a STRING result, a SUB\'s one local, two locals, and nothing in a SUB without locals', () => {
    expect(outputOf(
      'DECLARE FUNCTION w$ (n AS INTEGER)', 'DECLARE SUB one (n AS INTEGER)', 'DECLARE SUB two (n AS INTEGER)', 'DECLARE SUB none (n AS INTEGER)',
      'PRINT w$(1); "|"; w$(0); "|"; w$(2); "|"', 'one 1: one 0: one 3: two 2: two 0: none 5: none 0',
      'FUNCTION w$ (n AS INTEGER)', '  IF n THEN w$ = STRING$(n, "x") + w$(n - 1)', 'END FUNCTION',
      'SUB one (n AS INTEGER)', '  PRINT q; : q = n + 10: IF n > 1 THEN one n - 1', '  PRINT q;', 'END SUB',
      'SUB two (n AS INTEGER)', '  PRINT q; r$; : q = n: r$ = "r": IF n THEN two n - 1', '  PRINT q; r$', 'END SUB',
      'SUB none (n AS INTEGER)', '  PRINT n;: IF n THEN none n - 1', 'END SUB',
    )).toBe('x||xxx|\n 0  11  0  10  0  0  0  11  12  13  0  0  0  0 r\n 1 r\n 2 r\n 0  0 r\n 5  4  3  2  1  0  0 ');
  });
});

describe('leaving a procedure', () => {
  it('puts the caller\'s frame and depth back after errors handled in the caller, as many times as it takes', () => {
    const r = runBasic(lines(
      'DECLARE SUB bad (n AS INTEGER)', 'DECLARE FUNCTION deep% (n AS INTEGER)', 'ON ERROR GOTO h', 'x = 5',
      'FOR i% = 1 TO 1500', '  bad i%', 'NEXT', 'PRINT x; e; deep%(900)', 'END',
      'h: e = e + 1: RESUME NEXT',
      'SUB bad (n AS INTEGER)', '  x = n: y = 1 \\ (n - n)', 'END SUB',
      'FUNCTION deep% (n AS INTEGER)', '  IF n THEN deep% = deep%(n - 1) + 1', 'END FUNCTION',
    ));
    expect(r.outcome).toEqual({ kind: 'end' });
    expect(r.output).toBe(' 5  1500  900 \n');
  });

  it('puts them back after RESUME NEXT into a FUNCTION, and still runs out of stack space', () => {
    const r = runBasic(lines(
      'DECLARE FUNCTION f% (n AS INTEGER)', 'DECLARE SUB r (n AS INTEGER)', 'ON ERROR GOTO h', 'x = 7',
      'FOR i% = 1 TO 1200: t = t + f%(i%): NEXT', 'PRINT x; t', 'ON ERROR GOTO 0', 'r 1', 'END',
      'h: RESUME NEXT',
      'FUNCTION f% (n AS INTEGER)', '  f% = 1', '  f% = n \\ 0', 'END FUNCTION',
      'SUB r (n AS INTEGER)', '  r n + 1', 'END SUB',
    ));
    expect(r.output).toBe(' 7  1200 \n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 28, message: 'Out of stack space', line: 16 });
  });
});
