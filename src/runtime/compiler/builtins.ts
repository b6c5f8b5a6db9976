// Built-in functions: the pure ones come from the BUILTINS table (looked up once here, at compile time);
// the ones that read machine state (INKEY$, TIMER, ERR, CSRLIN, POINT, EOF, LBOUND ...) from STATE_BUILTINS.
import type { BuiltinExpr, Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { BUILTINS, alignArguments, builtinResultType, type BuiltinRow, type ParamType } from '../builtins/index.js';
import { toDouble, toInteger, toLong, toSingle, type ValueType } from '../values/numbers.js';
import type { Cx } from './context.js';
import { cexpr, numeric, readOf, toNumType, type CExpr } from './convert.js';
import { SLOT, arg, readConst, type Read } from './elements.js';
import { cos, fix, int, sin, sqr } from '../builtins/math.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { fold } from './ops.js';
import { STATE_BUILTINS } from './builtins-state.js';
import type { BufferedSlot } from './lvalue.js';
import type { StrBuf } from '../values/strbuf.js';

export type BuiltinCompiler = (cx: Cx, e: BuiltinExpr) => CExpr;

export function compileBuiltin(cx: Cx, e: BuiltinExpr): CExpr {
  const special = STATE_BUILTINS[e.name];
  if (special) return special(cx, e);
  const row = BUILTINS.get(e.name);
  if (!row) return fail(73, e.loc, `Advanced feature unavailable`);
  return (e.name === 'ASC' && ascOfMid(cx, e)) || compileRow(cx, row, e);
}

/**
 * ASC(MID$(s$, p[, n])) as the character code at p, without making the one-character string: the same
 * errors (MID$'s Illegal function call for p < 1 or n < 0, ASC's for an empty slice; Overflow converting
 * p and n to INTEGER).
 */
function ascOfMid(cx: Cx, e: BuiltinExpr): CExpr | undefined {
  const m = e.args.length === 1 ? e.args[0] : undefined;
  if (m?.kind !== 'builtin' || m.name !== 'MID$' || m.args.length < 2 || m.args.length > 3) return undefined;
  const text = compileExpr(cx, m.args[0]);
  if (text.t !== 'STRING') return undefined;
  const str = text.f as Eval<string>;
  const start = toNumType(compileExpr(cx, m.args[1]), 'INTEGER');
  const n = m.args[2] ? compileExpr(cx, m.args[2]) : undefined;
  if (text.konst && m.args.every((a) => a.kind === 'number')) return undefined; // folded by the table's path
  const count = n ? toNumType(n, 'INTEGER') : () => 1;
  if (text.buffer) return cexpr('INTEGER', ascOfBuffer(text.buffer, start, count), e.loc);
  return cexpr('INTEGER', (s) => {
    const t = str(s);
    const p = start(s);
    const k = count(s);
    if (p < 1 || k < 0 || k === 0 || p > t.length) throw new QBasicError(5);
    return t.charCodeAt(p - 1);
  }, e.loc);
}

/** ASC(MID$(s$, p, n)) of a buffered variable: the code read from its StrBuf without making the string. */
function ascOfBuffer(buffer: BufferedSlot, start: Eval<number>, count: Eval<number>): Eval<number> {
  const { global: g, k: slot } = buffer;
  return (s) => {
    const t: string | StrBuf = (g ? s.g : s.l)[slot];
    const p = start(s);
    const k = count(s);
    const len = typeof t === 'string' ? t.length : t.codes.length;
    if (p < 1 || k < 0 || k === 0 || p > len) throw new QBasicError(5);
    return typeof t === 'string' ? t.charCodeAt(p - 1) : t.codes[p - 1];
  };
}

/** Arity check helper for builtins with optional arguments. */
export function checkArgs(e: BuiltinExpr, min: number, max: number): void {
  if (e.args.length < min || e.args.length > max) fail(37, e.loc);
}

/** A numeric argument converted to `t`. */
export function numArg(cx: Cx, a: Expr, t: NumType): Eval<number> {
  return toNumType(compileExpr(cx, a), t);
}

// Loops filling arrays made here, rather than chained map()s: arrays of one kind keep this step, hot in a
// check, from being deoptimised each time an argument list of another shape comes by.
function compileRow(cx: Cx, row: BuiltinRow, e: BuiltinExpr): CExpr {
  const aligned = alignArguments(row, e.args);
  if (!aligned) return fail(37, e.loc);
  const args: (CExpr | undefined)[] = [];
  for (let i = 0; i < aligned.length; i++) {
    const a = aligned[i];
    args.push(a === undefined ? undefined : compileExpr(cx, a));
  }
  const same = sameValue(row, args, e.loc);
  if (same) return same;
  const types: (ValueType | undefined)[] = [];
  const reads: Read[] = [];
  let constant = true;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    types.push(a === undefined ? undefined : (a.t as ValueType));
    reads.push(a === undefined ? readConst(undefined) : readOf(a, readsWide(row) && a.wide ? a.wide : paramClosure(a, row.params[i]), true));
    if (a !== undefined && !a.konst) constant = false;
  }
  if (row.withTypes) reads.push(readConst(types));
  const type = builtinResultType(row, types);
  const f = callClosure(row.fn, reads, type === 'STRING' ? -1 : TYPE_CODE[type as NumType]);
  const out: CExpr = cexpr(type, f, e.loc, { wide: type === 'SINGLE' ? wideMath(row, args[0]) : undefined });
  return constant ? fold(out) : out;
}

/**
 * ABS, INT, FIX, CSNG and the math functions with a SINGLE result: their value before rounding to SINGLE
 * (CExpr.wide), from their argument's, as for a SINGLE operator. Real QBasic 1.1, b! = 1 / 3: ABS(b! * 3) - 1 prints
 * 2.980232E-08, SQR(b! * 3) - 1 prints 1.490116E-08, ABS(b! * 3) = 1 is false; with x! = 2609.27891,
 * d# = SIN(x! * 7) is sin(18264.95237), not sin of the SINGLE 18264.95, and d# = EXP(6.578! * 2) prints
 * 517104.4361913792; y! = -553.23148: d# = FIX(y! * 17328.88! * y!) prints 5303765646, not the FIX of the
 * SINGLE product, 5303765504. CSNG only retypes its argument: with x# = 1 / 3#, d# = CSNG(x#) prints
 * .3333333333333333 and CSNG(x#) = x# is true. Stored in a SINGLE, or printed, each is rounded.
 */
function wideMath(row: BuiltinRow, a: CExpr | undefined): Eval<number> | undefined {
  if (!a || !isNum(a.t)) return undefined;
  const w = a.wide ?? (a.f as Eval<number>);
  if (row.name === 'CSNG') return w;
  if (row.name === 'ABS') return a.wide && ((s) => Math.abs(w(s)));
  const fn = row.fn as (x: number) => number;
  if (row.name === 'INT' || row.name === 'FIX') return a.wide && ((s) => fn(w(s)));
  if (row.result !== 'FLOAT') return undefined;
  // EXP past SINGLE's range is Overflow however its value is read
  return row.name === 'EXP' ? (s) => { const v = fn(w(s)); toSingle(v); return v; } : (s) => fn(w(s));
}

/**
 * CINT of an INTEGER, CLNG of an INTEGER or LONG: the argument itself, as the result type (its value is
 * already whole and in range), keeping what lets operators read it inline (`CLNG(x) * x` reads both slots).
 */
function sameValue(row: BuiltinRow, args: (CExpr | undefined)[], loc: BuiltinExpr['loc']): CExpr | undefined {
  const a = args[0];
  if (args.length !== 1 || a === undefined) return undefined;
  if (!(row.name === 'CLNG' ? a.t === 'INTEGER' || a.t === 'LONG' : row.name === 'CINT' && a.t === 'INTEGER')) return undefined;
  const { konst, slot, ref, element, fused } = a;
  return cexpr(row.name === 'CLNG' ? 'LONG' : 'INTEGER', a.f, loc, { konst, slot, ref, element, fused });
}

/** Conversions to INTEGER, LONG or DOUBLE, INT, FIX and the math functions (the FLOAT rows): they read a
 *  SINGLE operator's unrounded value (CExpr.wide). */
const WIDENS = new Set(['CINT', 'CLNG', 'CDBL', 'INT', 'FIX']);

function readsWide(row: BuiltinRow): boolean {
  return row.result === 'FLOAT' || WIDENS.has(row.name);
}

const TYPE_CODE: Record<NumType, number> = { INTEGER: 0, LONG: 1, SINGLE: 2, DOUBLE: 3 };

/** A builtin's result: strings as they are, numbers converted to the result type (Overflow, rounding). */
function result(t: number, v: any): any {
  if (t < 0) return v;
  return t === 3 ? toDouble(v) : t === 2 ? toSingle(v) : t === 1 ? toLong(v) : toInteger(v);
}

/**
 * The closure calling `fn` on its arguments (plain variables and constants read inline). The math
 * functions get a closure each, so their call is direct (one closure call less per use).
 */
function callClosure(fn: (...a: any[]) => any, reads: Read[], t: number): Eval {
  if (reads.length === 1) {
    const a = reads[0];
    switch (fn) {
      case sqr: return t === 3 && a.shape === SLOT ? sqrOfSlot(a.global, a.k) : (s) => result(t, sqr(arg(s, a)));
      case int: return (s) => result(t, int(arg(s, a)));
      case fix: return (s) => result(t, fix(arg(s, a)));
      case Math.abs: return (s) => result(t, Math.abs(arg(s, a)));
      case sin: return (s) => result(t, sin(arg(s, a)));
      case cos: return (s) => result(t, cos(arg(s, a)));
      case Math.atan: return (s) => result(t, Math.atan(arg(s, a)));
    }
  }
  switch (reads.length) {
    case 0: return () => result(t, fn());
    case 1: { const [a] = reads; return (s) => result(t, fn(arg(s, a))); }
    case 2: { const [a, b] = reads; return (s) => result(t, fn(arg(s, a), arg(s, b))); }
    case 3: { const [a, b, c] = reads; return (s) => result(t, fn(arg(s, a), arg(s, b), arg(s, c))); }
    default: return (s) => result(t, fn(...reads.map((r) => arg(s, r))));
  }
}

/**
 * SQR of a plain variable with a DOUBLE result: result(3, sqr(v)) written small enough for the engine to
 * inline into the operator around it (a finite v >= 0 has a finite root; + 0 makes SQR(-0) 0 as toDouble).
 */
function sqrOfSlot(g: boolean, k: number): Eval<number> {
  return (s) => {
    const v: number = (g ? s.g : s.l)[k];
    if (v < 0) illegalCall();
    return Math.sqrt(v) + 0;
  };
}

function illegalCall(): never {
  throw new QBasicError(5);
}

function paramClosure(a: CExpr, p: ParamType): Eval {
  if (p === 'ANY') {
    if (typeof a.t !== 'string') fail(13, a.loc);
    return a.f;
  }
  if (p === 'STRING') {
    if (a.t !== 'STRING') fail(13, a.loc);
    return a.f;
  }
  if (p === 'NUMBER') return numeric(a);
  return toNumType(a, p);
}

export function runtimeError(code: number): never {
  throw new QBasicError(code);
}
