// Runtime behaviour on whole programs: errors and their positions, limits, devices, memory, files.
import { describe, expect, it } from 'vitest';
import { runBasic } from '../support/run.js';
import { MemoryFileSystem } from '../support/host.js';

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('errors and limits', () => {
  it('ends a run with the error, its code and position', () => {
    const r = runBasic(lines('PRINT 1', '  y% = 40000'));
    expect(r.outcome).toEqual({ kind: 'error', code: 6, message: 'Overflow', line: 2, col: 3 });
  });

  it('collects several diagnostics before running', () => {
    const r = runBasic(lines('PRINT "a" + 1', 'GOTO nowhere', 'x$ = 2'));
    expect(r.diagnostics).toEqual(['1:1: Type mismatch', '2:1: Label not defined', '3:1: Type mismatch']);
    expect(r.output).toBe('');
  });

  it('reports Argument-count mismatch and Subprogram not defined', () => {
    expect(runBasic(lines('DECLARE SUB s (a)', 'CALL s(1, 2)', 'SUB s (a)', 'END SUB')).diagnostics)
      .toEqual(['2:1: Argument-count mismatch']);
    expect(runBasic(lines('nothere 1')).diagnostics).toEqual(['1:1: Subprogram not defined']);
  });

  it('stops at the step limit and on request', () => {
    expect(runBasic('DO: LOOP\n', { maxSteps: 5000 }).outcome).toEqual({ kind: 'stepLimit' });
  });

  it('turns runaway recursion into Out of stack space', () => {
    const r = runBasic(lines('DECLARE SUB r (n)', 'r 1', 'SUB r (n)', '  r n + 1', 'END SUB'));
    expect(r.outcome).toMatchObject({ kind: 'error', code: 28, message: 'Out of stack space' });
  });

  it('limits strings to 32767 characters and arrays to memory', () => {
    const s = runBasic(lines('a$ = STRING$(32767, "x")', 'b$ = a$ + "y"'));
    expect(s.outcome).toMatchObject({ kind: 'error', code: 14, line: 2 });
    const a = runBasic(lines('n& = 2000000000', 'DIM big(n&) AS DOUBLE'));
    expect(a.outcome).toMatchObject({ kind: 'error', code: 7, line: 2 });
  });

  it('reports unsupported statements only when reached', () => {
    const r = runBasic(lines('KEY OFF', 'PRINT "ok"', 'CALL ABSOLUTE(0)'));
    expect(r.output).toBe('ok\n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 73, message: 'Advanced feature unavailable', line: 3 });
  });

  it('stops with the trapped error when ON ERROR GOTO 0 runs in the handler', () => {
    const r = runBasic(lines('ON ERROR GOTO h', 'x = 1 / 0', 'END', 'h: ON ERROR GOTO 0'));
    expect(r.outcome).toMatchObject({ kind: 'error', code: 11, line: 2 });
  });

  it('reports RESUME without error and No RESUME', () => {
    expect(runBasic('RESUME NEXT\n').outcome).toMatchObject({ code: 20 });
    expect(runBasic(lines('ON ERROR GOTO h', 'ERROR 5', 'h: PRINT ERR')).outcome).toMatchObject({ code: 19 });
  });
});

describe('numbers', () => {
  it('keeps SINGLE in float32 and prints 7 digits', () => {
    const r = runBasic(lines('a! = 1 / 3', 'b# = a!', 'PRINT a!; b# = 1# / 3; 16777217!'));
    expect(r.output).toBe(' .3333333  0  1.677722E+07 \n');
  });

  it('rounds half to even when storing into integers', () => {
    expect(runBasic(lines('a% = 2.5: b% = 3.5: c& = -2.5', 'PRINT a%; b%; c&')).output).toBe(' 2  4 -2 \n');
  });

  it('does bitwise logic in 16 or 32 bits', () => {
    expect(runBasic('PRINT NOT 0; 5 AND 3; 5 OR 3; 5 XOR 3; 5 EQV 3; 5 IMP 3; &HFFFF; &HFFFF&\n').output)
      .toBe('-1  1  7  6 -7 -5 -1  65535 \n');
  });
});

describe('keyboard and clock', () => {
  it('edits INPUT lines with Backspace and keeps INPUT ; on the line', () => {
    const r = runBasic(lines('INPUT ; "x"; a$', 'PRINT "|"; a$'), { keys: 'ab{backspace}c{enter}' });
    expect(r.output).toBe('x? ac|ac\n');
  });

  it('gives extended keys as CHR$(0) + scan code', () => {
    const r = runBasic(lines('DO: k$ = INKEY$: LOOP UNTIL k$ <> ""', 'PRINT LEN(k$); ASC(MID$(k$, 2))'), { keys: '{f1}' });
    expect(r.output).toBe(' 2  59 \n');
  });

  it('SLEEP leaves the key for INKEY$', () => {
    const r = runBasic(lines('SLEEP', 'PRINT INKEY$'), { keys: 'q' });
    expect(r.output).toBe('q\n');
  });

  it('advances TIMER on the virtual clock', () => {
    const r = runBasic(lines('t = TIMER', 'SLEEP 2', 'PRINT INT(TIMER - t + .5)'));
    expect(r.output).toBe(' 2 \n');
  });
});

describe('graphics from the runtime', () => {
  it('maps graphics errors to positioned QBasic errors', () => {
    const r = runBasic(lines('SCREEN 13', 'PSET (0, 0), 1', 'SCREEN 99'));
    expect(r.outcome).toMatchObject({ kind: 'error', code: 5, line: 3, col: 1 });
  });

  it('resolves VARPTR$ in DRAW', () => {
    const r = runBasic(lines('SCREEN 13', 'n% = 5: m$ = "R=" + VARPTR$(n%)', 'PSET (10, 10), 2', 'DRAW "C4 X" + VARPTR$(m$)', 'PRINT POINT(15, 10); POINT(16, 10)'));
    expect(r.output).toBe(' 4  0 \n');
  });

  it('round-trips GET and PUT through an INTEGER array', () => {
    const r = runBasic(lines(
      'SCREEN 13', 'DIM img(100) AS INTEGER', 'LINE (0, 0)-(3, 2), 9, BF', 'GET (0, 0)-(3, 2), img',
      'PRINT img(0); img(1)', 'PUT (100, 50), img, PSET', 'PRINT POINT(100, 50); POINT(103, 52); POINT(104, 52)'));
    expect(r.output).toBe(' 32  3 \n 9  9  0 \n');
  });

  it('maps POKE / PEEK at A000 to SCREEN 13 pixels', () => {
    // pixel (50, 100) is offset 100 * 320 + 50, away from the text PRINT draws in the top rows
    const r = runBasic(lines('SCREEN 13', 'DEF SEG = &HA000', 'POKE 32050, 7', 'PRINT PEEK(32050); POINT(50, 100)', 'DEF SEG = 0', 'PRINT PEEK(&H417) AND 32'));
    expect(r.output).toBe(' 7  7 \n 32 \n');
  });
});

describe('files', () => {
  it('writes, appends and reads sequential files', () => {
    const files = new MemoryFileSystem();
    const r = runBasic(lines(
      'OPEN "T.TXT" FOR OUTPUT AS #1', 'PRINT #1, "a,b"; 12', 'WRITE #1, "q", -3', 'CLOSE #1',
      'OPEN "t.txt" FOR INPUT AS #2', 'LINE INPUT #2, l$', 'INPUT #2, s$, n', 'PRINT l$; "|"; s$; n; EOF(2)', 'CLOSE'), { files });
    expect(r.output).toBe('a,b 12 |q-3 -1 \n');
    expect(new TextDecoder('latin1').decode(files.read('T.TXT'))).toBe('a,b 12 \r\n"q",-3\r\n');
  });

  it('puts and gets records in RANDOM files', () => {
    const r = runBasic(lines(
      'TYPE R', '  n AS INTEGER', '  s AS STRING * 3', 'END TYPE', 'DIM a AS R, b AS R',
      'OPEN "R.DAT" FOR RANDOM AS #1 LEN = LEN(a)', 'a.n = 7: a.s = "xy"', 'PUT #1, 2, a', 'GET #1, 2, b',
      'PRINT b.n; "["; b.s; "]"; LOF(1)', 'CLOSE'));
    expect(r.output).toBe(' 7 [xy ] 10 \n');
  });

  it('prints to the SCRN: device and swallows LPT1: output', () => {
    const r = runBasic(lines('OPEN "SCRN:" FOR OUTPUT AS #1', 'OPEN "LPT1:" FOR OUTPUT AS #2', 'PRINT #1, "hi"; 2', 'PRINT #2, "paper"', 'CLOSE'));
    expect(r.output).toBe('hi 2 \n');
    expect(runBasic('OPEN "COM1:9600" FOR OUTPUT AS #1\n').outcome).toMatchObject({ code: 68 });
  });

  it('reports a missing file', () => {
    const r = runBasic('OPEN "NONE.TXT" FOR INPUT AS #1\n');
    expect(r.outcome).toMatchObject({ kind: 'error', code: 53, message: 'File not found' });
  });
});
