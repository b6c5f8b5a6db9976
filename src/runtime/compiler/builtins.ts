// Built-in functions: the pure ones come from the BUILTINS table (looked up once here, at compile time);
// the ones that read machine state (INKEY$, TIMER, ERR, CSRLIN, POINT, EOF, LBOUND ...) from STATE_BUILTINS.
import type { BuiltinExpr, Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval } from '../machine/state.js';
import type { NumType } from '../model/types.js';
import { BUILTINS, alignArguments, builtinResultType, type BuiltinRow, type ParamType } from '../builtins/index.js';
import { converter, type ValueType } from '../values/numbers.js';
import type { Cx } from './context.js';
import { numeric, toNumType, type CExpr } from './convert.js';
import { fail } from './diagnostics.js';
import { compileExpr } from './expr.js';
import { fold } from './ops.js';
import { STATE_BUILTINS } from './builtins-state.js';

export type BuiltinCompiler = (cx: Cx, e: BuiltinExpr) => CExpr;

export function compileBuiltin(cx: Cx, e: BuiltinExpr): CExpr {
  const special = STATE_BUILTINS[e.name];
  if (special) return special(cx, e);
  const row = BUILTINS.get(e.name);
  if (!row) return fail(73, e.loc, `Advanced feature unavailable`);
  return compileRow(cx, row, e);
}

/** Arity check helper for builtins with optional arguments. */
export function checkArgs(e: BuiltinExpr, min: number, max: number): void {
  if (e.args.length < min || e.args.length > max) fail(37, e.loc);
}

/** A numeric argument converted to `t`. */
export function numArg(cx: Cx, a: Expr, t: NumType): Eval<number> {
  return toNumType(compileExpr(cx, a), t);
}

function compileRow(cx: Cx, row: BuiltinRow, e: BuiltinExpr): CExpr {
  const aligned = alignArguments(row, e.args);
  if (!aligned) return fail(37, e.loc);
  const args = aligned.map((a) => (a ? compileExpr(cx, a) : undefined));
  const types = args.map((a) => a?.t as ValueType | undefined);
  const closures: Eval[] = args.map((a, i) => (a ? paramClosure(a, row.params[i]) : () => undefined));
  if (row.withTypes) closures.push(() => types);
  const type = builtinResultType(row, types);
  const fn = row.fn;
  let f: Eval;
  switch (closures.length) {
    case 0: f = () => fn(); break;
    case 1: { const [a] = closures; f = (s) => fn(a(s)); break; }
    case 2: { const [a, b] = closures; f = (s) => fn(a(s), b(s)); break; }
    case 3: { const [a, b, c] = closures; f = (s) => fn(a(s), b(s), c(s)); break; }
    default: f = (s) => fn(...closures.map((c) => c(s)));
  }
  if (type !== 'STRING') {
    const g = f;
    const conv = converter(type);
    f = (s) => conv(g(s));
  }
  const out: CExpr = { t: type, f, loc: e.loc };
  return args.every((a) => !a || a.konst) ? fold(out) : out;
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
