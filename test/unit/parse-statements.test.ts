import { describe, expect, it } from 'vitest';
import { bin, body, name, num, only, str, un, problems } from './parse-helpers.js';

const pt = (x: unknown, y: unknown, step = false) => ({ step, x, y });
const index = (id: string, args: unknown[], suffix = '') => ({ kind: 'index', name: id, suffix, args });
const builtin = (id: string, args: unknown[] = []) => ({ kind: 'builtin', name: id, args });

describe('graphics statements', () => {
  it('LINE with STEP, colour and BF', () => {
    expect(only('LINE (x,y)-STEP(a,b), c, BF')).toEqual({
      kind: 'line', from: pt(name('x'), name('y')), to: pt(name('a'), name('b'), true), color: name('c'), box: 'BF',
    });
  });

  it('LINE -(x,y) from the last point', () => {
    expect(only('LINE -(x,y)')).toEqual({ kind: 'line', to: pt(name('x'), name('y')), box: '' });
    expect(only('LINE -STEP(-(w - 2), 0), 8')).toMatchObject({ to: { step: true, x: un('-', { kind: 'paren' }) } });
  });

  it('LINE with an empty colour, B and a style', () => {
    expect(only('LINE (a,b)-(c,d), , b, &HFF00')).toEqual({
      kind: 'line', from: pt(name('a'), name('b')), to: pt(name('c'), name('d')), box: 'B', style: num(-256, 'INTEGER', '&HFF00'),
    });
  });

  it('CIRCLE with skipped arguments', () => {
    expect(only('CIRCLE STEP(0,0), r, , , , 5/6')).toEqual({
      kind: 'circle', center: pt(num(0), num(0), true), radius: name('r'), aspect: bin('/', num(5), num(6)),
    });
    expect(only('CIRCLE (1, 2), 3, 4, 0, 3.14')).toMatchObject({ color: num(4), start: num(0), end: { value: Math.fround(3.14) } });
  });

  it('PSET, PRESET, PAINT, DRAW', () => {
    expect(only('PSET (1, 2), 3')).toEqual({ kind: 'pset', at: pt(num(1), num(2)), color: num(3) });
    expect(only('PRESET STEP(1, 2)')).toEqual({ kind: 'preset', at: pt(num(1), num(2), true) });
    expect(only('PAINT (1, 2), 3, 4')).toEqual({ kind: 'paint', at: pt(num(1), num(2)), paint: num(3), border: num(4) });
    expect(only('DRAW "x" + VARPTR$(a$)')).toEqual({
      kind: 'draw', expr: bin('+', str('x'), builtin('VARPTR$', [name('a', '$')])),
    });
  });

  it('SCREEN, COLOR, LOCATE, CLS with optional arguments', () => {
    expect(only('SCREEN 13')).toEqual({ kind: 'screen', args: [num(13)] });
    expect(only('COLOR , 1')).toEqual({ kind: 'color', args: [undefined, num(1)] });
    expect(only('LOCATE , , 1')).toEqual({ kind: 'locate', args: [undefined, undefined, num(1)] });
    expect(only('LOCATE')).toEqual({ kind: 'locate', args: [] });
    expect(only('CLS 2')).toEqual({ kind: 'cls', arg: num(2) });
  });

  it('PALETTE forms', () => {
    expect(only('PALETTE USING a(0)')).toEqual({ kind: 'palette', using: index('a', [num(0)]) });
    expect(only('PALETTE 1, 63')).toEqual({ kind: 'palette', attr: num(1), color: num(63) });
    expect(only('PALETTE')).toEqual({ kind: 'palette' });
  });

  it('VIEW, VIEW PRINT and WINDOW', () => {
    expect(only('VIEW SCREEN (0,0)-(100,100), 1, 2')).toEqual({
      kind: 'view', screen: true, from: pt(num(0), num(0)), to: pt(num(100), num(100)), fill: num(1), border: num(2),
    });
    expect(only('VIEW')).toEqual({ kind: 'view', screen: false });
    expect(only('VIEW PRINT 2 TO 20')).toEqual({ kind: 'viewPrint', top: num(2), bottom: num(20) });
    expect(only('WINDOW SCREEN (-1,1)-(1,-1)')).toEqual({
      kind: 'window', screen: true, from: pt(un('-', num(1)), num(1)), to: pt(num(1), un('-', num(1))),
    });
    expect(only('WINDOW')).toEqual({ kind: 'window', screen: false });
  });

  it('graphics GET and PUT', () => {
    expect(only('GET (0,0)-(10,10), arr')).toEqual({
      kind: 'graphicsGet', from: pt(num(0), num(0)), to: pt(num(10), num(10)), target: name('arr'),
    });
    expect(only('PUT (5,5), arr(0), PSET')).toEqual({
      kind: 'graphicsPut', at: pt(num(5), num(5)), source: index('arr', [num(0)]), action: 'PSET',
    });
    expect(only('PUT (5,5), arr')).toEqual({ kind: 'graphicsPut', at: pt(num(5), num(5)), source: name('arr') });
  });
});

describe('text and file statements', () => {
  it('PRINT with a file, USING and trailing separator', () => {
    expect(only('PRINT #1, USING "##.#"; x; y,')).toEqual({
      kind: 'print', file: num(1), using: str('##.#'),
      items: [{ kind: 'expr', expr: name('x') }, { kind: 'sep', sep: ';' }, { kind: 'expr', expr: name('y') }, { kind: 'sep', sep: ',' }],
    });
  });

  it('? is PRINT and LPRINT prints to the printer', () => {
    expect(only('?')).toEqual({ kind: 'print', items: [] });
    expect(only('LPRINT SPC(2); TAB(3)')).toEqual({
      kind: 'print', printer: true,
      items: [{ kind: 'expr', expr: builtin('SPC', [num(2)]) }, { kind: 'sep', sep: ';' }, { kind: 'expr', expr: builtin('TAB', [num(3)]) }],
    });
  });

  it('INPUT and LINE INPUT forms', () => {
    expect(only('INPUT ; "Name"; a$, b')).toEqual({
      kind: 'input', sameLine: true, prompt: 'Name', promptSep: ';', targets: [name('a', '$'), name('b')],
    });
    expect(only('INPUT "x", a(1)')).toEqual({ kind: 'input', sameLine: false, prompt: 'x', promptSep: ',', targets: [index('a', [num(1)])] });
    expect(only('INPUT #2, a')).toEqual({ kind: 'input', sameLine: false, file: num(2), targets: [name('a')] });
    expect(only('LINE INPUT #1, l$')).toEqual({ kind: 'lineInput', sameLine: false, file: num(1), target: name('l', '$') });
    expect(only('LINE INPUT ; "?", l$')).toEqual({ kind: 'lineInput', sameLine: true, prompt: '?', promptSep: ',', target: name('l', '$') });
  });

  it('WRITE', () => {
    expect(only('WRITE #1, a, b$')).toEqual({ kind: 'write', file: num(1), items: [name('a'), name('b', '$')] });
    expect(only('WRITE')).toEqual({ kind: 'write', items: [] });
  });

  it('OPEN in both syntaxes', () => {
    expect(only('OPEN "f" FOR RANDOM AS #1 LEN = 20')).toEqual({ kind: 'open', file: str('f'), mode: 'RANDOM', num: num(1), len: num(20) });
    expect(only('OPEN f$ FOR INPUT ACCESS READ LOCK READ WRITE AS 2')).toEqual({
      kind: 'open', file: name('f', '$'), mode: 'INPUT', access: 'READ', lock: 'LOCK READ WRITE', num: num(2),
    });
    expect(only('OPEN "O", #1, "f"')).toEqual({ kind: 'open', file: str('f'), mode: 'OUTPUT', modeExpr: str('O'), num: num(1) });
  });

  it('file GET / PUT, CLOSE, SEEK, FIELD', () => {
    expect(only('GET #1, , rec')).toEqual({ kind: 'fileGet', num: num(1), target: name('rec') });
    expect(only('PUT #1, 5')).toEqual({ kind: 'filePut', num: num(1), record: num(5) });
    expect(only('CLOSE #1, 2')).toEqual({ kind: 'close', nums: [num(1), num(2)] });
    expect(only('CLOSE')).toEqual({ kind: 'close', nums: [] });
    expect(only('SEEK #1, 10')).toEqual({ kind: 'seek', num: num(1), pos: num(10) });
    expect(only('FIELD #1, 10 AS a$, 20 AS b$')).toEqual({
      kind: 'field', num: num(1), fields: [{ width: num(10), target: name('a', '$') }, { width: num(20), target: name('b', '$') }],
    });
  });

  it('disk commands and WIDTH', () => {
    expect(body('KILL "a": NAME "a" AS "b": FILES: MKDIR "d": CHDIR "d": RMDIR "d": RESET')).toEqual([
      { kind: 'kill', file: str('a') }, { kind: 'name', from: str('a'), to: str('b') }, { kind: 'files' },
      { kind: 'mkdir', path: str('d') }, { kind: 'chdir', path: str('d') }, { kind: 'rmdir', path: str('d') }, { kind: 'reset' },
    ]);
    expect(body('BSAVE "p", 0, 64000: BLOAD "p": BLOAD "p", 2')).toEqual([
      { kind: 'bsave', file: str('p'), offset: num(0), length: num(64000, 'LONG') },
      { kind: 'bload', file: str('p') }, { kind: 'bload', file: str('p'), offset: num(2) },
    ]);
    expect(only('WIDTH 40, 25')).toEqual({ kind: 'width', args: [num(40), num(25)] });
    expect(only('WIDTH #1, 80')).toEqual({ kind: 'width', file: num(1), args: [num(80)] });
  });

  it('DATA items as QBasic reads them', () => {
    expect(only('DATA 1, "a,b", unquoted text , 3')).toEqual({
      kind: 'data',
      items: [
        { text: '1', quoted: false }, { text: 'a,b', quoted: true }, { text: 'unquoted text', quoted: false }, { text: '3', quoted: false },
      ],
    });
    expect(body('DATA ,x: PRINT')).toEqual([
      { kind: 'data', items: [{ text: '', quoted: false }, { text: 'x', quoted: false }] },
      { kind: 'print', items: [] },
    ]);
  });

  it('READ and RESTORE', () => {
    expect(only('READ a, b$(1)')).toEqual({ kind: 'read', targets: [name('a'), index('b', [num(1)], '$')] });
    expect(only('RESTORE label')).toEqual({ kind: 'restore', target: { name: 'label' } });
  });
});

describe('declarations and procedures', () => {
  it('DIM SHARED with bounds and types', () => {
    expect(only('DIM SHARED a(1 TO 10, 5) AS INTEGER, b AS MyType')).toEqual({
      kind: 'dim', shared: true,
      decls: [
        { name: 'a', suffix: '', bounds: [{ lower: num(1), upper: num(10) }, { upper: num(5) }], asType: { kind: 'scalar', type: 'INTEGER' } },
        { name: 'b', suffix: '', asType: { kind: 'user', name: 'MyType' } },
      ],
    });
  });

  it('REDIM PRESERVE and REDIM of a variable named like a modifier', () => {
    expect(only('REDIM PRESERVE c(20)')).toEqual({ kind: 'redim', shared: false, preserve: true, decls: [{ name: 'c', suffix: '', bounds: [{ upper: num(20) }] }] });
    expect(only('REDIM SHARED a$(n)')).toMatchObject({ shared: true, preserve: false, decls: [{ name: 'a', suffix: '$' }] });
  });

  it('CONST lists', () => {
    expect(only('CONST a = 5, b$ = "x"')).toEqual({
      kind: 'const', items: [{ name: 'a', suffix: '', expr: num(5) }, { name: 'b', suffix: '$', expr: str('x') }],
    });
  });

  it('TYPE blocks with fixed-length strings', () => {
    expect(only('TYPE Rec\n  a AS STRING * 10\n  b AS INTEGER\nEND TYPE')).toEqual({
      kind: 'typeDef', name: 'Rec',
      fields: [
        { name: 'a', type: { kind: 'scalar', type: 'STRING', fixedLength: num(10) } },
        { name: 'b', type: { kind: 'scalar', type: 'INTEGER' } },
      ],
    });
  });

  it('DECLARE with and without parameter lists', () => {
    expect(only('DECLARE SUB f (a AS INTEGER, b())')).toEqual({
      kind: 'declare', procKind: 'SUB', name: 'f', suffix: '',
      params: [
        { name: 'a', suffix: '', isArray: false, asType: { kind: 'scalar', type: 'INTEGER' } },
        { name: 'b', suffix: '', isArray: true },
      ],
    });
    expect(only('DECLARE FUNCTION g$')).toEqual({ kind: 'declare', procKind: 'FUNCTION', name: 'g', suffix: '$' });
    expect(only('DECLARE SUB h ()')).toMatchObject({ params: [] });
  });

  it('SUB and FUNCTION definitions', () => {
    expect(only('SUB f (a%, b() AS INTEGER) STATIC\n  PRINT a%\nEND SUB')).toEqual({
      kind: 'sub', name: 'f', isStatic: true,
      params: [{ name: 'a', suffix: '%', isArray: false }, { name: 'b', suffix: '', isArray: true, asType: { kind: 'scalar', type: 'INTEGER' } }],
      body: [{ kind: 'print', items: [{ kind: 'expr', expr: name('a', '%') }] }],
    });
    expect(only('FUNCTION f% (x)\n  f% = x\nEND FUNCTION')).toEqual({
      kind: 'function', name: 'f', suffix: '%', isStatic: false,
      params: [{ name: 'x', suffix: '', isArray: false }],
      body: [{ kind: 'assign', target: name('f', '%'), expr: name('x') }],
    });
  });

  it('DEF FN in one line and in a block; DEF SEG', () => {
    expect(only('DEF FNa(x) = x*2')).toEqual({
      kind: 'defFn', name: 'FNa', suffix: '', params: [{ name: 'x', suffix: '', isArray: false }], expr: bin('*', name('x'), num(2)),
    });
    expect(only('DEF FNb$(s$)\n  FNb$ = s$\n  EXIT DEF\nEND DEF')).toMatchObject({
      kind: 'defFn', name: 'FNb', suffix: '$', body: [{ kind: 'assign' }, { kind: 'exit', what: 'DEF' }],
    });
    expect(only('DEF SEG = &HA000')).toEqual({ kind: 'defSeg', segment: num(-24576, 'INTEGER', '&HA000') });
    expect(only('DEF SEG')).toEqual({ kind: 'defSeg' });
  });

  it('DEFtype, OPTION BASE, SHARED, STATIC, COMMON, ERASE, SWAP', () => {
    expect(only('DEFINT A-Z')).toEqual({ kind: 'deftype', type: 'INTEGER', ranges: [['A', 'Z']] });
    expect(only('DEFSTR s, u-w')).toEqual({ kind: 'deftype', type: 'STRING', ranges: [['S', 'S'], ['U', 'W']] });
    expect(only('OPTION BASE 1')).toEqual({ kind: 'optionBase', base: 1 });
    expect(only('SHARED a, b() AS INTEGER')).toEqual({
      kind: 'shared', decls: [{ name: 'a', suffix: '' }, { name: 'b', suffix: '', bounds: [], asType: { kind: 'scalar', type: 'INTEGER' } }],
    });
    expect(only('STATIC n')).toEqual({ kind: 'static', decls: [{ name: 'n', suffix: '' }] });
    expect(only('COMMON SHARED /blk/ a')).toEqual({ kind: 'common', shared: true, block: 'blk', decls: [{ name: 'a', suffix: '' }] });
    expect(only('ERASE a, b')).toEqual({ kind: 'erase', names: [name('a'), name('b')] });
    expect(only('SWAP a(1), b.c')).toEqual({ kind: 'swap', a: index('a', [num(1)]), b: name('b.c') });
  });

  it('MID$ assignment, LSET, RSET, LET', () => {
    expect(only('MID$(a$, 2, 3) = "xyz"')).toEqual({ kind: 'midAssign', target: name('a', '$'), start: num(2), length: num(3), expr: str('xyz') });
    expect(only('LSET a$ = "x"')).toEqual({ kind: 'lset', target: name('a', '$'), expr: str('x') });
    expect(only('RSET r.f = "x"')).toEqual({ kind: 'rset', target: name('r.f'), expr: str('x') });
    expect(only('LET a(1).b = 2')).toEqual({ kind: 'assign', target: { kind: 'member', base: index('a', [num(1)]), field: 'b' }, expr: num(2) });
  });
});

describe('calls, jumps and errors', () => {
  it('CALL and bare SUB calls, keeping (x) as a by-value ParenExpr', () => {
    expect(only('CALL f(x, (y))')).toEqual({ kind: 'call', name: 'f', args: [name('x'), { kind: 'paren', expr: name('y') }], explicitCall: true });
    expect(only('f x, (y)')).toEqual({ kind: 'call', name: 'f', args: [name('x'), { kind: 'paren', expr: name('y') }], explicitCall: false });
    expect(only('f (x)')).toEqual({ kind: 'call', name: 'f', args: [{ kind: 'paren', expr: name('x') }], explicitCall: false });
    expect(only('f')).toEqual({ kind: 'call', name: 'f', args: [], explicitCall: false });
    expect(only('f (x) = 3')).toEqual({ kind: 'assign', target: index('f', [name('x')]), expr: num(3) });
  });

  it('GOTO, GOSUB, RETURN, ON ... GOTO / GOSUB', () => {
    expect(body('GOTO 10: GOSUB sub1: RETURN: RETURN label')).toEqual([
      { kind: 'goto', target: { name: '10' } }, { kind: 'gosub', target: { name: 'sub1' } },
      { kind: 'return' }, { kind: 'return', target: { name: 'label' } },
    ]);
    expect(only('ON x GOSUB 10, 20')).toEqual({ kind: 'onJump', expr: name('x'), jump: 'GOSUB', targets: [{ name: '10' }, { name: '20' }] });
  });

  it('ON ERROR, RESUME, ERROR', () => {
    expect(only('ON ERROR GOTO 0')).toEqual({ kind: 'onError' });
    expect(only('ON ERROR GOTO handler')).toEqual({ kind: 'onError', target: { name: 'handler' } });
    expect(only('ON ERROR RESUME NEXT')).toEqual({ kind: 'onError', resumeNext: true });
    expect(body('RESUME: RESUME 0: RESUME NEXT: RESUME 100')).toEqual([
      { kind: 'resume', mode: 'retry' }, { kind: 'resume', mode: 'retry' }, { kind: 'resume', mode: 'next' },
      { kind: 'resume', mode: 'label', target: { name: '100' } },
    ]);
    expect(only('ERROR 5')).toEqual({ kind: 'error', code: num(5) });
  });

  it('ON TIMER / ON KEY / ON PLAY GOSUB and the TIMER, KEY(n), KEY and PLAY switches', () => {
    expect(only('ON TIMER(5) GOSUB tick')).toEqual({ kind: 'onEvent', event: 'TIMER', arg: num(5), target: { name: 'tick' } });
    expect(only('ON KEY(11) GOSUB 0')).toEqual({ kind: 'onEvent', event: 'KEY', arg: num(11), target: undefined });
    expect(body('TIMER ON: TIMER OFF: TIMER STOP')).toEqual(['ON', 'OFF', 'STOP'].map((action) => ({ kind: 'eventSwitch', event: 'TIMER', action })));
    expect(only('KEY(n) STOP')).toEqual({ kind: 'eventSwitch', event: 'KEY', arg: name('n'), action: 'STOP' });
    expect(only('KEY OFF')).toEqual({ kind: 'eventSwitch', event: 'KEY', action: 'OFF' });
    expect(only('KEY 15, k$')).toEqual({ kind: 'keyDefine', key: num(15), text: name('k', '$') });
    expect(only('KEY LIST')).toEqual({ kind: 'unsupported', keyword: 'KEY' });
    expect(only('ON PLAY(3) GOSUB music')).toEqual({ kind: 'onEvent', event: 'PLAY', arg: num(3), target: { name: 'music' } });
    expect(body('PLAY ON: PLAY OFF: PLAY STOP')).toEqual(['ON', 'OFF', 'STOP'].map((action) => ({ kind: 'eventSwitch', event: 'PLAY', action })));
    expect(problems('TIMER\nON TIMER GOSUB 10')).toEqual(['1:6 Syntax error: expected ON, OFF or STOP', '2:10 Syntax error: expected (']);
  });

  it('END, STOP, SYSTEM, labels and line numbers', () => {
    expect(body('10 END\nstart: STOP: SYSTEM')).toEqual([
      { kind: 'label', name: '10', isLineNumber: true }, { kind: 'end' },
      { kind: 'label', name: 'start', isLineNumber: false }, { kind: 'stop' }, { kind: 'system' },
    ]);
  });
});

describe('machine, sound and misc statements', () => {
  it('SLEEP, RANDOMIZE, BEEP, SOUND, PLAY', () => {
    expect(body('SLEEP: SLEEP 2: RANDOMIZE TIMER: RANDOMIZE: BEEP: SOUND 440, 18: PLAY "cde"')).toEqual([
      { kind: 'sleep' }, { kind: 'sleep', seconds: num(2) }, { kind: 'randomize', seed: builtin('TIMER') }, { kind: 'randomize' },
      { kind: 'beep' }, { kind: 'sound', freq: num(440), duration: num(18) }, { kind: 'play', expr: str('cde') },
    ]);
  });

  it('POKE, OUT, WAIT, CLEAR, RUN, CHAIN, SHELL', () => {
    expect(body('POKE a, b: OUT 1, 2: WAIT 3, 4, 5: CLEAR , , 2000: RUN 100: RUN "x": CHAIN "y": SHELL')).toEqual([
      { kind: 'poke', address: name('a'), value: name('b') }, { kind: 'out', port: num(1), value: num(2) },
      { kind: 'wait', port: num(3), and: num(4), xor: num(5) }, { kind: 'clear', args: [undefined, undefined, num(2000)] },
      { kind: 'run', target: { name: '100' } }, { kind: 'run', file: str('x') }, { kind: 'chain', file: str('y') }, { kind: 'shell' },
    ]);
  });

  it('untrapped events and other unrunnable statements become UnsupportedStmt', () => {
    expect(body('ON PEN GOSUB 10: STRIG(0) ON: KEY LIST: DATE$ = "x"')).toEqual([
      { kind: 'unsupported', keyword: 'ON PEN' },
      { kind: 'unsupported', keyword: 'STRIG' }, { kind: 'unsupported', keyword: 'KEY' }, { kind: 'unsupported', keyword: 'DATE$' },
    ]);
  });

  it('comments and metacommands', () => {
    expect(body("' hi\nREM $DYNAMIC\n'$STATIC\nx = 1 ' tail\n10 REM: x")).toEqual([
      { kind: 'rem', text: ' hi' }, { kind: 'meta', name: 'DYNAMIC' }, { kind: 'meta', name: 'STATIC' },
      { kind: 'assign', target: name('x'), expr: num(1) }, { kind: 'rem', text: ' tail' },
      { kind: 'label', name: '10', isLineNumber: true }, { kind: 'rem', text: ': x' },
    ]);
  });
});
