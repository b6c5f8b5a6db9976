// The fuzzer's cases and its one check of a case, shared by test/fuzz.test.ts (a sample in CI) and
// scripts/fuzz.mjs (the long seeded run). Case `index` of seed `seed` is always the same program: the
// project's own programs mutated (tokens deleted, repeated, swapped or inserted, lines moved, blocks and
// brackets nested thousands deep, huge lines, random bytes, empty arguments, $INCLUDE loops) or programs
// generated from statement templates. `exercise` parses, checks, compiles and runs it (normal and debug
// builds) with a step limit and a time limit, and says whether anything failed that is not a QBasic error.
import { loadProgram, parse } from '../../src/index.js';
import type { Diagnostic } from '../../src/parser/ast.js';
import { debugRun, type DebugCommand } from '../../src/runtime/debug/index.js';
import { compile, Machine, type RunOutcome } from '../../src/runtime/index.js';
import { ScriptedHost } from './host.js';

/** A small fast generator (mulberry32): the same seed gives the same numbers everywhere. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** The generator for case `index` of `seed`: cases do not depend on each other, so a run can resume anywhere. */
export function caseRandom(seed: number, index: number): Random {
  return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
}

const TOKEN = /"[^"\n]*"?|[A-Za-z_][A-Za-z0-9_.]*[%&!#$]?|&[HhOo][0-9A-Fa-f]+&?|\d*\.?\d+(?:[EeDd][+-]?\d+)?[%&!#]?|\s+|./g;

const KEYWORDS = ['PRINT', 'IF', 'THEN', 'ELSE', 'END', 'FOR', 'NEXT', 'GOTO', 'GOSUB', 'RETURN', 'DIM', 'SUB',
  'FUNCTION', 'CALL', '(', ')', ',', ';', ':', '=', '+', '-', '*', '/', '\\', 'MOD', 'AND', 'NOT', '"x"', '0', '-1',
  '32767', 'x%', 'a$', 'a(1)', 'LOOP', 'DO', 'WHILE', 'WEND', 'SELECT', 'CASE', 'EXIT', 'RESUME', 'ON ERROR GOTO',
  '\n', 'REDIM', 'TYPE', 'AS', 'INTEGER', 'STRING', 'SHARED', 'STATIC', 'DEF', 'FN', 'LINE', 'CIRCLE', 'DRAW',
  'PAINT', 'VIEW', 'WINDOW', 'SCREEN', 'LOCATE', 'COLOR', 'PSET', 'GET', 'PUT', 'OPEN', 'CLOSE', 'INPUT', '#1',
  'PALETTE', 'PLAY', 'SOUND', 'WIDTH', 'MID$', 'ERASE', 'SWAP', 'ELSEIF', 'CONST', 'DECLARE', 'DATA', 'READ',
  'RESTORE', 'STEP', 'TO', 'IS', 'ERROR', 'CLEAR', 'RUN', 'CHAIN', 'SHELL', 'KEY', 'TIMER', 'ON', 'OFF', '$', '&H',
  '.', '_', '\'', 'REM', '?', '#', 'USING', 'LPRINT', 'WRITE', 'SEEK', 'FIELD', 'LSET', 'POKE', 'OUT', 'WAIT'];

/** Block openers and closers for deep nesting: `%` is replaced by the level. */
const BLOCKS: [string, string][] = [
  ['WHILE x%\n', 'WEND\n'], ['IF x% THEN\n', 'END IF\n'], ['DO\n', 'LOOP\n'], ['FOR i% = 1 TO 1\n', 'NEXT\n'],
  ['SELECT CASE x%\nCASE 1\n', 'END SELECT\n'], ['DO WHILE x%\n', 'LOOP\n'], ['IF 0 THEN\nELSE\n', 'END IF\n'],
  ['DO\n', 'LOOP UNTIL 1\n'], ['IF x% THEN\nELSEIF 1 THEN\n', 'END IF\n'],
];
/** Expression wrappers for deep nesting: the text goes between the two halves. */
const WRAPS: [string, string][] = [['(', ')'], ['-', ''], ['NOT ', ''], ['ABS(', ')'], ['', ' + 1'], ['', ' ^ 1'],
  ['INT(', ')'], ['LEN(STR$(', '))'], ['a%(', ')'], ['', ' AND 1'], ['- (', ')'], ['', ' + "a"'], ['FNf(', ')']];
/** Pieces a huge line repeats. */
const HUGE = ['1; ', '"ab"; ', '1, ', 'x: ', ',', '(', ')', '-', 'NOT ', '\x01', '@', 'IF 1 THEN ', 'a(', '1+',
  'PRINT 1: ', ' ', '\t', 'ELSE ', 'x = 1: ', 'GOSUB 1: ', "'", '_\n', '"', 'DATA 1,', '1E+', '&H', '::'];

/** Statements of generated programs: `$e` an expression, `$s` a string expression, `$n` a small number. */
const TEMPLATES = ['PRINT $e', 'PRINT $s; $e,', 'x% = $e', 'y& = $e', 'z! = $e', 'w# = $e', 's$ = $s', 'a%($n) = $e',
  'IF $e THEN PRINT $s ELSE x% = $e', 'FOR i% = $n TO $e STEP $n: PRINT i%: NEXT', 'SELECT CASE $e\nCASE $n TO $e\nPRINT 1\nCASE IS > $e\nCASE ELSE\nEND SELECT',
  'DO WHILE $e\nx% = x% + 1: IF x% > 3 THEN EXIT DO\nLOOP', 'WHILE $e AND x% < 3\nx% = x% + 1\nWEND', 'LOCATE $n, $n',
  'COLOR $n, $n', 'SCREEN $n', 'CIRCLE ($e, $e), $e, $n, $e, $e, $e', 'LINE ($e, $e)-($e, $e), $n, BF', 'PSET ($e, $e), $n',
  'PAINT ($e, $e), $n, $n', 'DRAW $s', 'PLAY $s', 'SOUND $e, $e', 'PRINT USING $s; $e', 'MID$(s$, $n, $n) = $s',
  'PRINT MID$($s, $e, $e); LEFT$($s, $e); INSTR($n, $s, $s)', 'PRINT CHR$($e); STRING$($e, $s); SPACE$($e)',
  'OPEN $s FOR OUTPUT AS #1: PRINT #1, $e: CLOSE #1', 'ON $e GOSUB 10, 20', 'ON ERROR GOTO 30', 'ERROR $e',
  'RESTORE: READ x%', 'DATA 1, "a", , 2', 'REDIM a%($e)', 'SWAP x%, y&', 'PRINT VAL($s); STR$($e); HEX$($e)',
  'WIDTH $n', 'VIEW ($e, $e)-($e, $e), $n, $n', 'WINDOW ($e, $e)-($e, $e)', 'PALETTE $n, $e', 'RANDOMIZE $e: PRINT RND',
  'GET ($n, $n)-($e, $e), a%', 'PUT ($e, $e), a%, XOR', 'POKE $e, $e: PRINT PEEK($e)', 'x% = TIMER: SLEEP $n',
  'CALL s($e)', 'PRINT f%($e)', 'DEF SEG = $e', 'KEY($n) ON', 'ON TIMER($n) GOSUB 10: TIMER ON', 'SHELL $s',
  'INPUT ; "q"; s$', 'LINE INPUT s$', 'x% = FRE($s) + LBOUND(a%) + UBOUND(a%)', 'CLS $n', 'BEEP', 'WRITE $e, $s'];

const EXPR_ATOMS = ['1', '-32768', '32767', '2.5', '1E+38', 'x%', 'y&', 'z!', 'w#', 'a%(2)', 'LEN("x")',
  'INT(-2.5)', '&HFFFF', '0', '65536', '-1', '1D+308', 'ASC(s$)', 'SGN(x%)', 'SQR(z!)', 'LOG(w#)', 'x% \\ 0'];
const STRING_ATOMS = ['"ab"', 's$', 'CHR$(65)', '""', '"BM10,10 U5 R5"', '"T120 L8 C D E"', 'STRING$(3, "x")',
  '"###.##"', 'SPACE$(2)', 'MKI$(x%)', 'COMMAND$', 'INKEY$'];
const OPS = ['+', '-', '*', '/', '\\', 'MOD', '^', 'AND', 'OR', 'XOR', 'EQV', 'IMP', '=', '<', '>=', '<>'];

function expression(r: Random, depth: number): string {
  if (depth <= 0 || r.chance(0.35)) return r.pick(EXPR_ATOMS);
  switch (r.int(4)) {
    case 0: return `(${expression(r, depth - 1)} ${r.pick(OPS)} ${expression(r, depth - 1)})`;
    case 1: return `-${expression(r, depth - 1)}`;
    case 2: return `NOT ${expression(r, depth - 1)}`;
    default: return `${expression(r, depth - 1)} ${r.pick(OPS)} ${expression(r, depth - 1)}`;
  }
}

function stringExpression(r: Random, depth: number): string {
  if (depth <= 0 || r.chance(0.5)) return r.pick(STRING_ATOMS);
  return `${stringExpression(r, depth - 1)} + ${r.pick(['LEFT$(', 'UCASE$(', 'LTRIM$(', 'STR$(0) + ('])}${stringExpression(r, depth - 1)}${r.chance(0.5) ? ', 2)' : ')'}`;
}

function generated(r: Random): string {
  const lines = ['DECLARE SUB s (n%)', 'DECLARE FUNCTION f% (n%)', 'DEF FNf (v) = v + 1', 'DIM a%(10)', 's$ = "q"'];
  const count = 1 + r.int(12);
  for (let i = 0; i < count; i++) {
    lines.push(r.pick(TEMPLATES).replace(/\$[esn]/g, (m) =>
      m === '$e' ? expression(r, 3) : m === '$s' ? stringExpression(r, 2) : String(r.int(20) - 2)));
  }
  lines.push('END', '10 PRINT "t": RETURN', '20 RETURN', '30 PRINT ERR: RESUME NEXT',
    'SUB s (n%)\nPRINT n%\nEND SUB', 'FUNCTION f% (n%)\nf% = n% * 2\nEND FUNCTION');
  return lines.join('\n') + '\n';
}

const tokens = (source: string) => source.match(TOKEN) ?? [];

/** The deepest construct of one kind: `n` levels of a block around a line, or of a wrapper around an expression. */
function nest(r: Random, n: number, inner: string): string {
  if (r.chance(0.5)) {
    const [open, close] = r.pick(BLOCKS);
    return open.repeat(n) + inner + '\n' + close.repeat(n);
  }
  const [before, after] = r.pick(WRAPS);
  return `x% = ${before.repeat(n)}1${after.repeat(n)}\n${inner}`;
}

function depth(r: Random): number {
  const band = r.int(3);
  return band === 0 ? 1 + r.int(30) : band === 1 ? 240 + r.int(30) : 1000 + r.int(2500);
}

function randomBytes(r: Random, n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += String.fromCharCode(r.int(256));
  return text;
}

/** Argument lists with arguments left out or added: `CIRCLE (1, 5), (2), , , , ,`, `f(, 1)`. */
function emptyArguments(r: Random, source: string): string {
  const commas = [...source.matchAll(/,/g)].map((m) => m.index!);
  if (commas.length === 0) return source + `\n${r.pick(['CIRCLE', 'PAINT', 'LINE', 'LOCATE', 'COLOR', 'SCREEN', 'VIEW', 'PSET', 'WIDTH', 'PALETTE', 'OPEN', 'PUT', 'GET'])} (1, 5), (2)${', '.repeat(1 + r.int(8))}\n`;
  const at = r.pick(commas);
  const end = source.slice(at + 1).search(/[,)\n:]/);
  switch (r.int(3)) {
    case 0: return source.slice(0, at + 1) + source.slice(end < 0 ? source.length : at + 1 + end);
    case 1: return source.slice(0, at) + ','.repeat(1 + r.int(6)) + source.slice(at);
    default: return source.slice(0, at) + source.slice(at + 1);
  }
}

export interface FuzzCase {
  source: string;
  /** $INCLUDE files by name */
  files: Record<string, string>;
  /** what was done to it, for the report */
  how: string[];
}

/** Case `index` of `seed`, from `sources` (the project's programs). */
export function fuzzCase(seed: number, index: number, sources: readonly string[]): FuzzCase {
  const r = caseRandom(seed, index);
  const how: string[] = [];
  const files: Record<string, string> = {};
  let source = r.chance(0.15) ? (how.push('generated'), generated(r)) : r.pick(sources);
  const count = 1 + r.int(5);
  for (let m = 0; m < count; m++) {
    const kind = r.int(100);
    let parts = tokens(source);
    const i = r.int(Math.max(1, parts.length));
    const lines = source.split('\n');
    const k = r.int(lines.length);
    if (kind < 14) { how.push('delete'); parts.splice(i, 1 + r.int(3)); source = parts.join(''); }
    else if (kind < 24) { how.push('repeat'); parts.splice(i, 0, ...parts.slice(i, i + 1 + r.int(4))); source = parts.join(''); }
    else if (kind < 34) {
      how.push('swap');
      const j = r.int(Math.max(1, parts.length));
      [parts[i], parts[j]] = [parts[j], parts[i]];
      source = parts.join('');
    } else if (kind < 50) { how.push('insert'); parts.splice(i, 0, ' ' + r.pick(KEYWORDS) + ' '); source = parts.join(''); }
    else if (kind < 58) {
      how.push('lines');
      if (r.chance(0.5)) lines.splice(k, 1); else [lines[k], lines[r.int(lines.length)]] = [lines[r.int(lines.length)], lines[k]];
      source = lines.join('\n');
    } else if (kind < 68) { how.push('empty arguments'); source = emptyArguments(r, source); }
    else if (kind < 76) { const n = depth(r); how.push(`nest ${n}`); lines.splice(k, 1, nest(r, n, lines[k] ?? '')); source = lines.join('\n'); }
    else if (kind < 82) {
      const n = r.chance(0.8) ? 50 + r.int(500) : 2000 + r.int(10_000);
      how.push(`huge line ${n}`);
      lines.splice(k, 0, (r.chance(0.5) ? 'PRINT ' : '') + r.pick(HUGE).repeat(n));
      source = lines.join('\n');
    } else if (kind < 90) {
      how.push('bytes');
      const at = r.int(source.length + 1);
      source = source.slice(0, at) + randomBytes(r, 1 + r.int(r.chance(0.1) ? 2000 : 12)) + source.slice(at + (r.chance(0.5) ? r.int(20) : 0));
    } else if (kind < 95) {
      how.push('include');
      const name = r.pick(['self.bas', 'a.bi', 'b.bi', 'QB.BI', 'missing.bi']);
      lines.splice(k, 0, `'$INCLUDE: '${name}'`);
      source = lines.join('\n');
      files['a.bi'] = `'$INCLUDE: 'b.bi'\nCONST k = 1\n`;
      files['b.bi'] = r.chance(0.5) ? `'$INCLUDE: 'a.bi'\n` : 'DIM z%(3)\n';
    } else {
      how.push('truncate');
      source = source.slice(0, r.int(source.length + 1));
    }
  }
  files['self.bas'] = source;
  return { source, files, how };
}

/** Why a case failed: `stage: message` with numbers taken out, so one cause is one class. */
export interface Failure {
  kind: 'exception';
  stage: string;
  message: string;
  detail?: string;
}

export const failureClass = (f: Failure) => `${f.stage}: ${f.message.replace(/\d+/g, 'N').slice(0, 160)}`;

const positioned = (d: { line: number; col: number }) =>
  Number.isInteger(d.line) && Number.isInteger(d.col) && d.line >= 1 && d.col >= 1;

/** A diagnostic that is not a QBasic error: internal, or without a place. */
function badDiagnostic(stage: string, diagnostics: readonly Diagnostic[]): Failure | undefined {
  const bad = diagnostics.find((d) => d.code === 51 || !positioned(d) || /Internal error/i.test(d.message));
  return bad && { kind: 'exception', stage, message: bad.message, detail: JSON.stringify(bad) };
}

function badOutcome(stage: string, outcome: RunOutcome): Failure | undefined {
  if (!['end', 'error', 'stepLimit', 'stopped'].includes(outcome.kind)) return { kind: 'exception', stage, message: `outcome ${outcome.kind}` };
  if (outcome.kind !== 'error') return undefined;
  if (outcome.code === 51 || !positioned(outcome)) return { kind: 'exception', stage, message: outcome.message, detail: JSON.stringify(outcome) };
  return undefined;
}

class DeadlineHost extends ScriptedHost {
  constructor(private readonly deadline: number) {
    super({ keys: 'a1{enter}{esc}' });
  }
  shouldStop(): boolean {
    return performance.now() > this.deadline;
  }
}

/** A debugger client that steps a little, watches an expression, then lets the program run. */
function steppingClient() {
  let commands = 0;
  const script: DebugCommand[] = [{ kind: 'step' }, { kind: 'watch', expressions: ['x% + 1', 's$', '(1'] }, { kind: 'over' },
    { kind: 'back' }, { kind: 'immediate', text: 'PRINT x%' }, { kind: 'continue' }];
  return {
    show() {},
    command: (): DebugCommand => (commands < script.length ? script[commands++] : { kind: 'stop' }),
    breakpoints: new Uint8Array(64),
  };
}

export interface Exercised {
  failure?: Failure;
  /** how far it got */
  reached: 'parse' | 'check' | 'run';
}

/**
 * Parse, check, compile and run `c` (a debug build too when `debug`), each stage inside try/catch: anything
 * thrown, an internal error, or a diagnostic or error without a position is a failure.
 */
export function exercise(c: FuzzCase, options: { maxSteps: number; ms: number; debug: boolean }): Exercised {
  const include = (file: string) => c.files[file] ?? c.files[file.toLowerCase()];
  let stage = 'parse';
  try {
    const { program, diagnostics } = parse(c.source, { include });
    const bad = badDiagnostic(stage, diagnostics);
    if (bad || diagnostics.length > 0) return { failure: bad, reached: 'parse' };
    stage = 'check';
    const checked = compile(program, { diagnosticsOnly: true }).diagnostics;
    const badCheck = badDiagnostic(stage, checked);
    if (badCheck || checked.length > 0) return { failure: badCheck, reached: 'check' };
    stage = 'compile';
    const { executable, diagnostics: compiled } = compile(program);
    const badCompile = badDiagnostic(stage, compiled);
    if (badCompile || !executable) return { failure: badCompile ?? { kind: 'exception', stage, message: 'no executable and no diagnostic' }, reached: 'check' };
    stage = 'run';
    const machine = new Machine(executable, new DeadlineHost(performance.now() + options.ms), { maxSteps: options.maxSteps, load: loadProgram });
    const badRun = badOutcome(stage, machine.run());
    if (badRun || !options.debug) return { failure: badRun, reached: 'run' };
    stage = 'debug';
    const debugBuild = compile(program, { debug: true });
    if (!debugBuild.executable) return { failure: { kind: 'exception', stage, message: 'debug build failed where a normal one did not' }, reached: 'run' };
    const outcome = debugRun(debugBuild.executable, new DeadlineHost(performance.now() + options.ms), steppingClient(),
      { maxSteps: options.maxSteps, load: loadProgram });
    return { failure: badOutcome(stage, outcome), reached: 'run' };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const where = error.stack?.split('\n').find((l) => /^\s+at /.test(l))?.trim();
    return { failure: { kind: 'exception', stage, message: `${error.name}: ${error.message}`, detail: where }, reached: stage === 'parse' ? 'parse' : 'check' };
  }
}
