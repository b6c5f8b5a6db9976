import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parser/index.js';
import { StatementParser } from '../../src/parser/stmt-parser.js';
import type { AssignStmt, Expr } from '../../src/parser/ast.js';
import { bin, body, name, num, only, problems, str, stripLocs, un } from './parse-helpers.js';

const expr = (source: string): Expr => (only(`x = ${source}`) as AssignStmt).expr;

describe('grammar', () => {
  it('passes Chevrotain self-analysis (no ambiguities, no left recursion)', () => {
    expect(() => new StatementParser(true)).not.toThrow();
  });
});

describe('expressions', () => {
  it('binds ^ tighter than unary minus: -2 ^ 2 is -(2 ^ 2)', () => {
    expect(expr('-2 ^ 2')).toEqual(un('-', bin('^', num(2), num(2))));
  });

  it('parses a signed exponent: 2 ^ -1', () => {
    expect(expr('2 ^ -1')).toEqual(bin('^', num(2), un('-', num(1))));
  });

  it('makes ^ left-associative', () => {
    expect(expr('2 ^ 3 ^ 2')).toEqual(bin('^', bin('^', num(2), num(3)), num(2)));
  });

  it('orders * / above \\ above MOD above + -', () => {
    expect(expr('a + b MOD c \\ d * e')).toEqual(
      bin('+', name('a'), bin('MOD', name('b'), bin('\\', name('c'), bin('*', name('d'), name('e'))))),
    );
    expect(expr('a - b - c')).toEqual(bin('-', bin('-', name('a'), name('b')), name('c')));
    expect(expr('-a * b')).toEqual(bin('*', un('-', name('a')), name('b')));
  });

  it('chains relational operators left to right', () => {
    expect(expr('a < b = c')).toEqual(bin('=', bin('<', name('a'), name('b')), name('c')));
    expect(expr('a + 1 >= b')).toEqual(bin('>=', bin('+', name('a'), num(1)), name('b')));
    expect(expr('a >< b')).toEqual(bin('<>', name('a'), name('b')));
  });

  it('puts NOT below relational: NOT a = b is NOT (a = b)', () => {
    expect(expr('NOT a = b')).toEqual(un('NOT', bin('=', name('a'), name('b'))));
    expect(expr('NOT a AND b')).toEqual(bin('AND', un('NOT', name('a')), name('b')));
  });

  it('orders AND, OR, XOR, EQV, IMP', () => {
    expect(expr('a IMP b EQV c XOR d OR e AND f')).toEqual(
      bin('IMP', name('a'), bin('EQV', name('b'), bin('XOR', name('c'), bin('OR', name('d'), bin('AND', name('e'), name('f')))))),
    );
    expect(expr('a OR b OR c')).toEqual(bin('OR', bin('OR', name('a'), name('b')), name('c')));
  });

  it('keeps parentheses as ParenExpr', () => {
    expect(expr('(a + b) * c')).toEqual(bin('*', { kind: 'paren', expr: bin('+', name('a'), name('b')) }, name('c')));
  });

  it('builds names, indexes and member accesses', () => {
    expect(expr('a.b%')).toEqual(name('a.b', '%'));
    expect(expr('arr(i, 2)')).toEqual({ kind: 'index', name: 'arr', suffix: '', args: [name('i'), num(2)] });
    expect(expr('arr(i).pos.x')).toEqual({
      kind: 'member',
      field: 'x',
      base: { kind: 'member', field: 'pos', base: { kind: 'index', name: 'arr', suffix: '', args: [name('i')] } },
    });
    expect(expr('fieldReveal%(plX, plY)')).toEqual({ kind: 'index', name: 'fieldReveal', suffix: '%', args: [name('plX'), name('plY')] });
    expect(expr('FNa(1)')).toEqual({ kind: 'index', name: 'FNa', suffix: '', args: [num(1)] });
  });

  it('turns keyword functions into upper-case BuiltinExpr, dropping # before file numbers', () => {
    expect(expr('left$(a$, 2)')).toEqual({ kind: 'builtin', name: 'LEFT$', args: [name('a', '$'), num(2)] });
    expect(expr('INKEY$')).toEqual({ kind: 'builtin', name: 'INKEY$', args: [] });
    expect(expr('INPUT$(1, #2)')).toEqual({ kind: 'builtin', name: 'INPUT$', args: [num(1), num(2)] });
    expect(expr('SCREEN(1, 2)')).toEqual({ kind: 'builtin', name: 'SCREEN', args: [num(1), num(2)] });
    expect(expr('UBOUND(a, 2)')).toEqual({ kind: 'builtin', name: 'UBOUND', args: [name('a'), num(2)] });
    expect(expr('RND * 6 + TIMER')).toEqual(
      bin('+', bin('*', { kind: 'builtin', name: 'RND', args: [] }, num(6)), { kind: 'builtin', name: 'TIMER', args: [] }),
    );
  });

  it('types literals as QBasic does', () => {
    expect(expr('&HFFFF')).toEqual(num(-1, 'INTEGER', '&HFFFF'));
    expect(expr('40000')).toEqual(num(40000, 'LONG'));
    expect(expr('"a" + "b"')).toEqual(bin('+', str('a'), str('b')));
  });
});

describe('locations', () => {
  it('gives every node the 1-based line:col of its first token', () => {
    const { program } = parse('\n  x = -a(1) + 2');
    const stmt = program.body[0] as AssignStmt;
    expect(stmt.loc).toEqual({ line: 2, col: 3 });
    const sum = stmt.expr as Extract<Expr, { kind: 'binary' }>;
    expect(sum.loc).toEqual({ line: 2, col: 7 });
    expect((sum.left as Extract<Expr, { kind: 'unary' }>).operand.loc).toEqual({ line: 2, col: 8 });
    expect(sum.right.loc).toEqual({ line: 2, col: 15 });
  });

  it('follows a _ continuation onto the next line', () => {
    const { program } = parse('PRINT 1; _\n   2');
    const items = (program.body[0] as Extract<typeof program.body[0], { kind: 'print' }>).items;
    expect(items[2]).toMatchObject({ kind: 'expr', expr: { loc: { line: 2, col: 4 } } });
  });
});

describe('syntax errors', () => {
  it('reports every bad statement with line:col and what was expected', () => {
    expect(problems('IF x PRINT 1\nPRINT 2\nFOR = 1 TO 2\nx = (1 + 2\ny = 3 +\n')).toEqual([
      '1:6 Syntax error: expected THEN',
      '3:5 Syntax error: expected identifier',
      '4:11 Syntax error: expected )',
      '5:8 Syntax error: expected expression',
    ]);
  });

  it('asks for a statement where none can start', () => {
    expect(problems(') = 5\nx = 1: )')).toEqual(['1:1 Syntax error: expected statement', '2:8 Syntax error: expected statement']);
    expect(problems('OPEN "f" FOR FOO AS 1')).toEqual(['1:14 Syntax error: expected INPUT, OUTPUT, APPEND, RANDOM or BINARY']);
  });

  it('reports extra tokens after a statement', () => {
    expect(problems('x = 1 2')).toEqual(['1:7 Syntax error: expected end of statement']);
    expect(problems('BEEP 5')).toEqual(['1:6 Syntax error: expected end of statement']);
  });

  it('reports an argument past the last a graphics statement takes at its comma, given or left out', () => {
    expect(problems('CIRCLE(1,5),(2),,,,,')).toEqual(['1:20 Syntax error: expected end of statement']);
    expect(problems('CIRCLE (1, 5), 2, 1, 0, 1, 1, 7')).toEqual(['1:29 Syntax error: expected end of statement']);
    expect(problems('PAINT (1, 1), , , ,')).toEqual(['1:19 Syntax error: expected end of statement']);
    expect(problems('VIEW (1, 1)-(5, 5), 1, 2, 3')).toEqual(['1:25 Syntax error: expected end of statement']);
  });

  it('keeps the statements before an error on the same line', () => {
    const result = parse('PRINT 1: x = : PRINT 2');
    expect(result.diagnostics).toHaveLength(1);
    expect(stripLocs(result.program.body)).toEqual([{ kind: 'print', items: [{ kind: 'expr', expr: num(1) }] }]);
  });

  it('still balances blocks whose opening line has an error', () => {
    expect(problems('FOR i = 1 TO\n  PRINT i\nNEXT i\nIF x = THEN\nEND IF')).toEqual([
      '1:13 Syntax error: expected expression',
      '4:8 Syntax error: expected expression',
    ]);
  });

  it('reports stray characters once', () => {
    expect(problems('x = 1 @ 2')).toEqual(["1:7 Syntax error: unexpected character '@'"]);
  });

  it('gives up on absurdly nested lines with a syntax error, keeping the other lines', () => {
    const result = parse(`x = ${'('.repeat(3000)}1${')'.repeat(3000)}\nPRINT 1`);
    expect(result.diagnostics).toEqual([{ message: 'Expression too complex', line: 1, col: 1, code: 2 }]);
    expect(result.program.body.map((s) => s.kind)).toEqual(['print']);
  });

  it('reports a literal that fits no type as Overflow', () => {
    expect(parse('x = &H123456789').diagnostics).toEqual([{ message: 'Overflow', line: 1, col: 5, code: 6 }]);
  });
});

describe('the Minesweeper listing', () => {
  const source = readFileSync(new URL('../../programs/minesweeper.bas', import.meta.url), 'utf8');

  it('parses with no diagnostics', () => {
    expect(parse(source).diagnostics).toEqual([]);
  });

  it('has the module-level statements and nine procedures in order', () => {
    const procedures = body(source).filter((s) => s.kind === 'sub' || s.kind === 'function');
    expect(procedures.map((p) => (p as { name: string }).name)).toEqual([
      'fieldFlag', 'fieldInit', 'fieldNearMines', 'fieldPopulate', 'fieldReveal', 'fieldRevealAll',
      'fieldSafeClick', 'getNearbyCells', 'main', 'renderField',
    ]);
  });

  it('reads the cursor LINE with its B option', () => {
    const main = body(source).find((s) => s.kind === 'sub' && s.name === 'main') as Extract<ReturnType<typeof body>[0], { kind: 'sub' }>;
    const loop = main.body.find((s) => s.kind === 'do') as Extract<ReturnType<typeof body>[0], { kind: 'do' }>;
    expect(loop.body.find((s) => s.kind === 'line')).toMatchObject({ kind: 'line', box: 'B', color: num(4), to: { step: true } });
  });
});

describe('robustness (property-based)', () => {
  const listing = readFileSync(new URL('../../programs/minesweeper.bas', import.meta.url), 'utf8');
  const words = [
    'IF', 'THEN', 'ELSE', 'ELSEIF', 'END', 'FOR', 'NEXT', 'TO', 'STEP', 'DO', 'LOOP', 'WHILE', 'WEND', 'UNTIL',
    'SELECT', 'CASE', 'IS', 'SUB', 'FUNCTION', 'DEF', 'FNx', 'TYPE', 'AS', 'INTEGER', 'STRING', 'DIM', 'SHARED',
    'PRINT', 'USING', 'INPUT', 'LINE', 'OPEN', 'GET', 'PUT', 'ON', 'ERROR', 'GOTO', 'GOSUB', 'RESUME', 'DATA',
    'x', 'a$', 'b%', 'p.q', '1', '&HFF', '1.5E3', '"s"', '"open', "'c", 'REM r', '(', ')', ',', ';', ':', '=', '<>',
    '-', '+', '*', '^', '\\', 'MOD', 'NOT', 'AND', '#', '.', '?', '_\n', '\n', ' ', '@', 'LEFT$', 'TIMER', 'SCREEN',
  ];
  const tokenSoup = fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((parts) => parts.join(' '));
  const lines = listing.split('\n');
  const mutatedListing = fc
    .tuple(fc.nat(lines.length - 1), fc.nat(200), fc.nat(30), tokenSoup)
    .map(([line, cut, drop, insert]) => {
      const copy = lines.slice(Math.max(0, line - 10), line + 10);
      const target = copy[Math.min(10, copy.length - 1)] ?? '';
      copy[Math.min(10, copy.length - 1)] = target.slice(0, cut) + insert + target.slice(cut + drop);
      return copy.join('\n');
    });
  const anyText = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), tokenSoup, mutatedListing);

  it('never throws, never fails internally, and positions every diagnostic', () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const { program, diagnostics } = parse(source);
        expect(Array.isArray(program.body)).toBe(true);
        const lineCount = source.split(/\r\n|\r|\n/).length;
        for (const d of diagnostics) {
          expect(d.code).not.toBe(51);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.line).toBeLessThanOrEqual(lineCount);
          expect(d.col).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("QuickBASIC's binary format", () => {
  it('is named as such, once, instead of a syntax error on its first byte', () => {
    const { diagnostics } = parse('\xfc\x00\x01\x7f\x00PRINT\x00\x1a\x05junk\n');
    expect(diagnostics).toEqual([{ line: 1, col: 1, code: 2, message: expect.stringMatching(/binary \(fast load\) format.*Text/) }]);
  });
});
