// Conversions the compiler inserts: argument, assignment and operand coercion between static types.
import type { Loc } from '../../parser/ast.js';
import type { Eval } from '../machine/state.js';
import { fitFixed } from '../model/record.js';
import { isNum, type ElemDesc, type ExprType, type NumType } from '../model/types.js';
import { toInteger, toLong, toSingle } from '../values/numbers.js';
import { fail } from './diagnostics.js';
import { convertSource, exprSource, numberLiteral, type ExprGen } from './jit.js';

/** A compiled expression: its static type, its closure, and its value when it is constant. */
export interface CExpr {
  t: ExprType;
  f: Eval;
  konst?: { v: any };
  /** set when the expression is a plain numeric variable (lets operators read the slot directly) */
  slot?: { global: boolean; k: number };
  /** its JS source, for generated blocks (absent: the closure is called) */
  gen?: ExprGen;
  loc: Loc;
}

/** JS source of `e` converted to numeric type `to` (as toNumType converts it). */
export function toNumGen(e: CExpr, to: NumType): ExprGen {
  return (r) => convertSource(exprSource(e, r), e.t as NumType, to);
}

/** JS source of `e` ready to store in `elem`, when it has one (fixed strings and records do not). */
export function toElemGen(e: CExpr, elem: ElemDesc): ExprGen | undefined {
  if (elem.kind === 'STRING') return (r) => exprSource(e, r);
  if (elem.kind === 'FIXED' || elem.kind === 'RECORD' || !isNum(e.t)) return undefined;
  return toNumGen(e, elem.kind);
}

/** The closure giving `e`'s value converted to numeric type `to` (rounding half to even, Overflow). */
export function toNumType(e: CExpr, to: NumType): Eval<number> {
  const from = e.t;
  if (!isNum(from)) fail(13, e.loc);
  const f = e.f;
  if (from === to) return f;
  switch (to) {
    case 'INTEGER': return (s) => toInteger(f(s));
    case 'LONG': return from === 'INTEGER' ? f : (s) => toLong(f(s));
    case 'SINGLE':
      if (from === 'INTEGER') return f;
      return from === 'LONG' ? (s) => Math.fround(f(s)) : (s) => toSingle(f(s));
    case 'DOUBLE': return f;
  }
}

/** The closure giving `e`'s value ready to store in an element of `elem` (Type mismatch if it cannot). */
export function toElem(e: CExpr, elem: ElemDesc): Eval {
  switch (elem.kind) {
    case 'STRING':
      if (e.t !== 'STRING') fail(13, e.loc);
      return e.f;
    case 'FIXED': {
      if (e.t !== 'STRING') fail(13, e.loc);
      const f = e.f;
      const len = elem.len;
      return (s) => fitFixed(f(s), len);
    }
    case 'RECORD':
      if (e.t !== elem.rec) fail(13, e.loc);
      return e.f;
    default:
      return toNumType(e, elem.kind);
  }
}

/** A numeric expression as a plain JS number closure of any numeric type (Type mismatch for strings). */
export function numeric(e: CExpr): Eval<number> {
  if (!isNum(e.t)) fail(13, e.loc);
  return e.f;
}

/** A string expression's closure (Type mismatch for numbers). */
export function stringOf(e: CExpr): Eval<string> {
  if (e.t !== 'STRING') fail(13, e.loc);
  return e.f;
}

/** Fold a closure of a constant expression to its value (no state needed). */
export function constant(t: ExprType, v: any, loc: Loc): CExpr {
  const gen: ExprGen | undefined = typeof v === 'number' ? () => numberLiteral(v)
    : typeof v === 'string' ? () => JSON.stringify(v) : undefined;
  return { t, f: () => v, konst: { v }, gen, loc };
}
