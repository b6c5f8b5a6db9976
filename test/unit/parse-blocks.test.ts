import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parser/index.js';
import { bin, body, name, num, only, problems, str, stripLocs } from './parse-helpers.js';

const print = (value: unknown) => ({ kind: 'print', items: [{ kind: 'expr', expr: value }] });
const assign = (id: string, value: unknown) => ({ kind: 'assign', target: name(id), expr: value });

describe('loops', () => {
  it('FOR ... NEXT i, j closes two nested FORs', () => {
    expect(only('FOR i = 1 TO 2: FOR j = 3 TO 4 STEP -1: PRINT j: NEXT j, i')).toEqual({
      kind: 'for', variable: name('i'), from: num(1), to: num(2),
      body: [{ kind: 'for', variable: name('j'), from: num(3), to: num(4), step: { kind: 'unary', op: '-', operand: num(1) }, body: [print(name('j'))] }],
    });
  });

  it('records where NEXT, LOOP and WEND stand (QBasic reports their errors there)', () => {
    const [forLoop, doLoop, whileLoop] = parse('FOR i = 1 TO 2\n FOR j = 1 TO 2\n  NEXT j, i\nDO\n LOOP\nWHILE 1\n  WEND').program.body;
    expect(forLoop).toMatchObject({ endLoc: { line: 3, col: 3 }, body: [{ endLoc: { line: 3, col: 3 } }] });
    expect(doLoop).toMatchObject({ kind: 'do', endLoc: { line: 5, col: 2 } });
    expect(whileLoop).toMatchObject({ kind: 'while', endLoc: { line: 7, col: 3 } });
  });

  it('NEXT alone closes the innermost FOR', () => {
    expect(body('FOR i% = 1 TO 2\nFOR j = 1 TO 2\nNEXT\nNEXT')).toMatchObject([{ kind: 'for', body: [{ kind: 'for', body: [] }] }]);
  });

  it('DO WHILE / LOOP UNTIL and plain DO / LOOP', () => {
    expect(only('DO WHILE a\n  PRINT 1\nLOOP UNTIL b')).toEqual({
      kind: 'do', pre: { kind: 'while', cond: name('a') }, post: { kind: 'until', cond: name('b') }, body: [print(num(1))],
    });
    expect(only('DO: LOOP')).toEqual({ kind: 'do', body: [] });
  });

  it('WHILE / WEND and EXIT inside loops', () => {
    expect(only('WHILE x: x = x - 1: WEND')).toEqual({
      kind: 'while', cond: name('x'), body: [assign('x', bin('-', name('x'), num(1)))],
    });
    expect(body('DO\n  FOR i = 1 TO 2: IF i THEN EXIT FOR ELSE EXIT DO\n  NEXT\nLOOP')).toMatchObject([
      { kind: 'do', body: [{ kind: 'for', body: [{ kind: 'if', singleLine: true }] }] },
    ]);
  });
});

describe('IF', () => {
  it('block IF / ELSEIF / ELSE / END IF with comments after THEN', () => {
    expect(only("IF a THEN ' c\n  x = 1\nELSEIF b THEN\n  x = 2\nELSE\n  x = 3\nEND IF")).toEqual({
      kind: 'if', singleLine: false,
      branches: [
        { cond: name('a'), body: [{ kind: 'rem', text: ' c' }, assign('x', num(1))] },
        { cond: name('b'), body: [assign('x', num(2))] },
      ],
      elseBody: [assign('x', num(3))],
    });
  });

  it('single-line IF with THEN, ELSE and line-number branches', () => {
    expect(only('IF x THEN 100 ELSE 200')).toEqual({
      kind: 'if', singleLine: true, branches: [{ cond: name('x'), body: [{ kind: 'goto', target: { name: '100' } }] }],
      elseBody: [{ kind: 'goto', target: { name: '200' } }],
    });
    expect(only('IF x GOTO done')).toEqual({
      kind: 'if', singleLine: true, branches: [{ cond: name('x'), body: [{ kind: 'goto', target: { name: 'done' } }] }],
    });
    expect(only('IF x THEN ELSE PRINT 1')).toEqual({
      kind: 'if', singleLine: true, branches: [{ cond: name('x'), body: [] }], elseBody: [print(num(1))],
    });
  });

  it('nested single-line IFs give ELSE to the nearest IF', () => {
    expect(only('IF a THEN IF b THEN x = 1 ELSE x = 2 ELSE x = 3')).toEqual({
      kind: 'if', singleLine: true,
      branches: [{
        cond: name('a'),
        body: [{ kind: 'if', singleLine: true, branches: [{ cond: name('b'), body: [assign('x', num(1))] }], elseBody: [assign('x', num(2))] }],
      }],
      elseBody: [assign('x', num(3))],
    });
  });

  it('a single-line IF takes every statement up to ELSE or the line end', () => {
    expect(body("IF a THEN x = 1: y = 2 ELSE z = 3: w = 4 ' note\nPRINT")).toEqual([
      {
        kind: 'if', singleLine: true, branches: [{ cond: name('a'), body: [assign('x', num(1)), assign('y', num(2))] }],
        elseBody: [assign('z', num(3)), assign('w', num(4))],
      },
      { kind: 'rem', text: ' note' },
      { kind: 'print', items: [] },
    ]);
  });

  it('a single-line IF may hold a whole FOR loop', () => {
    expect(only('IF a THEN FOR i = 1 TO 3: PRINT i: NEXT')).toMatchObject({
      kind: 'if', branches: [{ body: [{ kind: 'for', body: [print(name('i'))] }] }],
    });
  });

  it('a block ELSE may carry a statement, and ELSE IF nests a new block IF', () => {
    expect(only('IF a THEN\nELSE IF b THEN\n  x = 1\n END IF\nEND IF')).toEqual({
      kind: 'if', singleLine: false, branches: [{ cond: name('a'), body: [] }],
      elseBody: [{ kind: 'if', singleLine: false, branches: [{ cond: name('b'), body: [assign('x', num(1))] }] }],
    });
    expect(only('IF a THEN\nELSE PRINT 1\nEND IF')).toMatchObject({ elseBody: [print(num(1))] });
  });

  it('END IF is a block end, END alone is a statement', () => {
    expect(body('IF a THEN\nEND\nEND IF')).toEqual([{ kind: 'if', singleLine: false, branches: [{ cond: name('a'), body: [{ kind: 'end' }] }] }]);
  });
});

describe('SELECT CASE', () => {
  it('collects IS, ranges, values and CASE ELSE', () => {
    expect(only('SELECT CASE x: CASE IS > 5, 1 TO 3, 7: PRINT "a": CASE ELSE: PRINT "b": END SELECT')).toEqual({
      kind: 'select', expr: name('x'),
      cases: [{
        tests: [{ kind: 'is', op: '>', expr: num(5) }, { kind: 'range', from: num(1), to: num(3) }, { kind: 'value', expr: num(7) }],
        body: [print(str('a'))],
      }],
      elseBody: [print(str('b'))],
    });
  });

  it('allows comments between SELECT CASE and the first CASE', () => {
    expect(only("SELECT CASE x\n' which?\nCASE 1\nEND SELECT")).toEqual({
      kind: 'select', expr: name('x'), cases: [{ tests: [{ kind: 'value', expr: num(1) }], body: [] }],
    });
  });
});

describe('unbalanced blocks', () => {
  it('reports openers without closers at the opening statement', () => {
    expect(problems('FOR i = 1 TO 2\nPRINT')).toEqual(['1:1 FOR without NEXT']);
    expect(problems('IF a THEN\nPRINT')).toEqual(['1:1 Block IF without END IF']);
    expect(problems('  DO\nPRINT')).toEqual(['1:3 DO without LOOP']);
    expect(problems('WHILE 1')).toEqual(['1:1 WHILE without WEND']);
    expect(problems('SELECT CASE 1')).toEqual(['1:1 SELECT without END SELECT']);
    expect(problems('SUB f')).toEqual(['1:1 SUB without END SUB']);
    expect(problems('FUNCTION f')).toEqual(['1:1 FUNCTION without END FUNCTION']);
    expect(problems('DEF FNx')).toEqual(['1:1 DEF without END DEF']);
    expect(problems('TYPE t')).toEqual(['1:1 TYPE without END TYPE']);
  });

  it('reports closers without openers where they stand', () => {
    expect(problems('PRINT: NEXT')).toEqual(['1:8 NEXT without FOR']);
    expect(problems('WEND')).toEqual(['1:1 WEND without WHILE']);
    expect(problems('LOOP')).toEqual(['1:1 LOOP without DO']);
    expect(problems('END IF')).toEqual(['1:1 END IF without block IF']);
    expect(problems('END SUB')).toEqual(['1:1 END SUB without SUB']);
    expect(problems('ELSE')).toEqual(['1:1 ELSE without IF']);
    expect(problems('CASE 1')).toEqual(['1:1 CASE without SELECT']);
  });

  it('uses the QBasic error codes where there are some', () => {
    const codes = (source: string) => parse(source).diagnostics.map((d) => d.code);
    expect(codes('FOR i = 1 TO 2')).toEqual([26]);
    expect(codes('NEXT')).toEqual([1]);
    expect(codes('WHILE 1')).toEqual([29]);
    expect(codes('WEND')).toEqual([30]);
    expect(codes('DO')).toEqual([2]);
  });

  it('checks NEXT variables against their FORs', () => {
    expect(problems('FOR i = 1 TO 2\nNEXT j')).toEqual(['1:1 FOR without NEXT', '2:6 NEXT without FOR']);
    expect(problems('FOR i = 1 TO 2: NEXT i, j')).toEqual(['1:25 NEXT without FOR']);
  });

  it('reports a block left open inside another at its own line', () => {
    expect(problems('FOR i = 1 TO 2\n  IF a THEN\nNEXT')).toEqual(['2:3 Block IF without END IF']);
    expect(problems('SUB a\n  DO\nEND SUB\nSUB b\nEND SUB')).toEqual(['2:3 DO without LOOP']);
  });

  it('does not let a missing END SUB swallow the next SUB', () => {
    const result = parse('SUB a\nSUB b\nEND SUB');
    expect(result.diagnostics.map((d) => d.message)).toEqual(['SUB without END SUB']);
    expect(result.program.body.map((s) => s.kind)).toEqual(['sub', 'sub']);
  });

  it('checks EXIT against the enclosing blocks', () => {
    expect(problems('EXIT FOR')).toEqual(['1:1 EXIT not within FOR...NEXT']);
    expect(problems('EXIT DO')).toEqual(['1:1 EXIT DO not within DO...LOOP']);
    expect(problems('EXIT SUB')).toEqual(['1:1 EXIT SUB not within SUB']);
    expect(problems('FOR i = 1 TO 2\nSUB x\nEXIT FOR\nEND SUB')).toContain('3:1 EXIT not within FOR...NEXT');
  });

  it('rejects statements in a TYPE block', () => {
    expect(problems('TYPE t\n  a AS INTEGER\n  PRINT\nEND TYPE')).toEqual(['3:3 Statement illegal in TYPE block']);
    expect(problems('a AS INTEGER')).toEqual(['1:1 Syntax error: expected statement']);
  });
});

describe('$INCLUDE', () => {
  it('splices the included file in place', () => {
    const include = (file: string) => (file === 'defs.bi' ? 'CONST k = 1\nDECLARE SUB s ()' : undefined);
    const result = parse("'$INCLUDE: 'defs.bi'\nPRINT k", { include });
    expect(result.diagnostics).toEqual([]);
    expect(stripLocs(result.program.body).map((s) => s.kind)).toEqual(['meta', 'const', 'declare', 'print']);
  });

  it('reports a missing file and errors inside the file at the metacommand', () => {
    expect(problems("REM $INCLUDE: 'nope.bi'")).toEqual(['1:1 File not found']);
    const result = parse("x = 1\n'$INCLUDE: 'bad.bi'", { include: () => 'PRINT (' });
    expect(result.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`)).toEqual([
      '2:1 Syntax error: expected expression (in bad.bi at 1:8)',
    ]);
  });

  it('stops runaway recursion', () => {
    const result = parse("'$INCLUDE: 'self.bi'", { include: () => "'$INCLUDE: 'self.bi'" });
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });

  it('refuses a file that includes itself, directly or through others, with Too many files', () => {
    const files: Record<string, string> = {
      'self.bi': "PRINT 1\n'$INCLUDE: 'SELF.BI'\n",
      'a.bi': "'$INCLUDE: 'b.bi'\n",
      'b.bi': "x = 1\n'$INCLUDE: 'a.bi'\n",
    };
    const include = (file: string) => files[file.toLowerCase()];
    expect(problems("'$INCLUDE: 'self.bi'", { include })).toEqual(['1:1 Too many files (in self.bi at 2:1)']);
    expect(problems("PRINT 0\n'$INCLUDE: 'a.bi'", { include })).toEqual(['2:1 Too many files (in b.bi at 2:1) (in a.bi at 1:1)']);
  });

  it('nests include files 5 levels deep, as QuickBASIC does, and no deeper', () => {
    const chain = (levels: number) => (file: string) => {
      const level = Number(file.slice(1, -3));
      return level < levels ? `'$INCLUDE: 'f${level + 1}.bi'\n` : 'CONST k = 1\n';
    };
    expect(problems("'$INCLUDE: 'f1.bi'\nPRINT k", { include: chain(5) })).toEqual([]);
    expect(problems("'$INCLUDE: 'f1.bi'\nPRINT k", { include: chain(6) })[0]).toMatch(/^1:1 Too many files \(in f5\.bi at 1:1\).*\(in f1\.bi at 1:1\)$/);
  });

  it('checks a large program that includes itself many times at once', () => {
    const body = Array.from({ length: 400 }, (_, i) => `x${i} = ${i}: PRINT x${i}`).join('\n');
    const self = `${"'$INCLUDE: 'self.bas'\n".repeat(6)}${body}\n`;
    const started = performance.now();
    const result = parse(self, { include: () => self });
    expect(result.diagnostics.length).toBe(36);
    expect(result.diagnostics.every((d) => d.message.startsWith('Too many files'))).toBe(true);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
