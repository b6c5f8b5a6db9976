// Conversions the compiler inserts: argument, assignment and operand coercion between static types.
import type { Loc } from '../../parser/ast.js';
import type { Eval } from '../machine/state.js';
import { fitFixed } from '../model/record.js';
import { isNum, type ElemDesc, type ExprType, type NumType } from '../model/types.js';
import { checkInteger, toDouble, toInteger, toLong, toSingle } from '../values/numbers.js';
import { fail } from './diagnostics.js';
import { CONST, REF, Read, SLOT, readCall } from './elements.js';
import { fits, rangeOf, type Range } from './whole-values.js';

/** A compiled expression: its static type, its closure, and its value when it is constant. */
export interface CExpr {
  t: ExprType;
  f: Eval;
  konst?: { v: any };
  /** set when the expression is a plain scalar variable (lets operators read the slot directly) */
  slot?: VarSlot;
  /** set when it is a scalar by-reference parameter: its slot (a Ref, or the value when passed by value) */
  ref?: number;
  /** set when it is an element of a one-dimensional array subscripted by a plain variable */
  element?: import('./lvalue.js').LValue['element'];
  /** set when the expression is a fusable numeric operator (lets assignments and IF read it inline) */
  fused?: import('./fused.js').Fused;
  /** set when it is a buffered STRING variable (its slot may hold a StrBuf) */
  buffer?: import('./lvalue.js').BufferedSlot;
  /** set when it is an element of a numeric array of one or two dimensions, read by read1 / read2 */
  numericElement?: boolean;
  /** set when it is a sum or difference of numbers, or AND / OR / XOR of integers: its terms (chain.ts) */
  chain?: import('./chain.js').Chain;
  /**
   * set when it is a SINGLE + - * / ^ (or a negation of one): its value before rounding to SINGLE.
   * QBasic keeps intermediate results wider than SINGLE (KB Q26007: QB.EXE holds them in 8-byte
   * temporaries; KB Q35248), so converting one to INTEGER, LONG or DOUBLE starts from this value.
   */
  wide?: Eval<number>;
  /** set when a SINGLE / DOUBLE expression only has whole values, within this range (whole-values.ts) */
  range?: Range;
  /** set when a SINGLE / DOUBLE operator is computed as a LONG one (its values whole): that operator */
  whole?: CExpr;
  loc: Loc;
}

/** What an expression may carry besides its type, closure and place. */
export type CExprExtras = Pick<CExpr, 'konst' | 'slot' | 'ref' | 'element' | 'fused' | 'buffer' | 'numericElement' | 'chain' | 'wide' | 'range' | 'whole'>;

/**
 * A CExpr. Every one is made here, so all have the same fields in the same order: one object shape, which
 * keeps the compiler's many reads of `.t` and `.f` monomorphic (no deoptimising on a shape not seen before).
 */
export function cexpr(t: ExprType, f: Eval, loc: Loc, more?: CExprExtras): CExpr {
  return {
    t, f, konst: more?.konst, slot: more?.slot, ref: more?.ref, element: more?.element, fused: more?.fused,
    buffer: more?.buffer, numericElement: more?.numericElement, chain: more?.chain, wide: more?.wide,
    range: more?.range, whole: more?.whole, loc,
  };
}

/** Where a plain scalar variable lives; the Read and Operand of it are built once per variable. */
export class VarSlot {
  read?: Read;
  operand?: import('./fused.js').Operand;
  constructor(readonly global: boolean, readonly k: number) {}
}

/** The closure giving `e`'s value converted to numeric type `to` (rounding half to even, Overflow). */
export function toNumType(e: CExpr, to: NumType): Eval<number> {
  const from = e.t;
  if (!isNum(from)) fail(13, e.loc);
  const f = e.f;
  if (from === to) return f;
  // a whole value in the target's range converts to itself
  const range = rangeOf(e);
  if (range && (from === 'SINGLE' || from === 'DOUBLE' || to === 'SINGLE') && fits(range, to)) return f;
  const w = e.wide;
  if (w) return to === 'INTEGER' ? (s) => toInteger(w(s)) : to === 'LONG' ? (s) => toLong(w(s)) : (s) => toDouble(w(s));
  switch (to) {
    // a LONG is whole already: only its range is checked
    case 'INTEGER': return from === 'LONG' ? (s) => checkInteger(f(s)) : (s) => toInteger(f(s));
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

/**
 * How to read `e` through `value` (its closure, or a conversion of it): from its slot when `value` is
 * its own closure, as a constant when it is one (and `constantOk`), else by calling `value`.
 */
export function readOf(e: CExpr, value: Eval, constantOk: boolean): Read {
  if (e.slot && value === e.f) return (e.slot.read ??= new Read(SLOT, e.slot.global, e.slot.k, 0, value));
  if (e.ref !== undefined && value === e.f) return new Read(REF, false, e.ref, 0, value);
  if (e.konst && constantOk) {
    try {
      return new Read(CONST, false, 0, value(undefined as never), value);
    } catch {
      // it fails at run time, where it is used
    }
  }
  return readCall(value);
}

/** Fold a closure of a constant expression to its value (no state needed). */
export function constant(t: ExprType, v: any, loc: Loc): CExpr {
  return cexpr(t, () => v, loc, { konst: { v } });
}
