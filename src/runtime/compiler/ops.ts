// Operators compiled to closures specialised by static type: an INTEGER add is a JS add and a range
// check; relational operators give -1 / 0; strings compare byte by byte.
import type { BinaryOp, Loc } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import {
  not, numericBinary, operandType, resultType, overflow, toLong, toSingle, type ArithOp,
} from '../values/numbers.js';
import { fail } from './diagnostics.js';
import { RELATIONAL, WIDE, fusable, fusedValue, type Fused } from './fused.js';
import { chainOf, chainValue, runsAsChain } from './chain.js';
import { cexpr, constant, toNumType, type CExpr } from './convert.js';
import { binaryRange, fits, rangeOf, wholeResult, type Range } from './whole-values.js';

const MAX_STRING = 32767;
const RELATIONS = new Set<BinaryOp>(['=', '<>', '<', '>', '<=', '>=']);

function stringTooLong(): never {
  throw new QBasicError(14);
}

/**
 * Compile `l op r`; constants fold when they evaluate without error. `fuse` false (a check, whose code is
 * dropped) skips the search for a fused closure, which only makes running faster and reports nothing.
 */
export function binary(op: BinaryOp, l: CExpr, r: CExpr, loc: Loc, fuse: boolean): CExpr {
  let opType: NumType | 'STRING';
  let type: NumType | 'STRING';
  try {
    if (!isScalar(l) || !isScalar(r)) throw new QBasicError(13);
    opType = operandType(op, l.t as NumType, r.t as NumType);
    type = resultType(op, l.t as NumType, r.t as NumType);
  } catch {
    return fail(13, loc);
  }
  const lr = rangeOf(l);
  const rr = rangeOf(r);
  if (isFloat(opType) && lr && rr && WHOLE_OPS.has(op)) {
    // whole operands whose result is exact: the LONG operator gives the same value
    const range = wholeResult(op, opType as NumType, lr, rr);
    if (range) {
      const e = binary(op, asLong(l, lr), asLong(r, rr), loc, fuse);
      return RELATIONS.has(op) ? e : cexpr(type, e.f, loc, { konst: e.konst, range, whole: e });
    }
  }
  if (ROUNDS_OPERANDS.has(op)) {
    l = integral(l, opType as NumType);
    r = integral(r, opType as NumType);
  }
  // An operand that is a SINGLE operator's result is read unrounded (CExpr.wide): a comparison compares
  // that value and an operator rounds to SINGLE once, at its end (real QBasic 1.1: 1 / 3 * 3 <> 1, and
  // b! * 3 - 1 with b! = 1 / 3 prints 2.980232E-08).
  const nested = opType === 'SINGLE' && !!(l.wide || r.wide);
  if (nested && fuse) {
    const e = nestedFused(op, type, l, r, loc);
    if (e) return l.konst && r.konst ? fold(e) : e;
  }
  const wide = type === 'SINGLE' ? wideOp(op, l, r, fuse) : undefined;
  const chain = opType === 'STRING' || !fuse || nested ? undefined : chainOf(op, opType, l, r);
  if (chain && runsAsChain(chain)) return cexpr(type, chainValue(chain), loc, { chain, wide });
  const fused = opType === 'STRING' || !fuse || nested ? undefined : fusable(op, opType, l, r);
  const f = opType === 'STRING' ? stringOp(op, l.f, r.f)
    : fused ? fusedValue(fused)
    : nested ? wideValue(op, l, r, wide) : numberOp(op, opType, l, r);
  const range = type === 'INTEGER' || type === 'LONG' ? integerRange(op, type, l, r) : undefined;
  const e: CExpr = cexpr(type, f, loc, { fused, chain, wide, range });
  return l.konst && r.konst ? fold(e) : e;
}

/** The range of an integer operator's results when it is narrower than its type's (whole-values.ts). */
function integerRange(op: BinaryOp, type: NumType, l: CExpr, r: CExpr): Range | undefined {
  const lr = rangeOf(l);
  const rr = rangeOf(r);
  const range = lr && rr ? binaryRange(op, lr, rr) : undefined;
  return range && fits(range, type) ? range : undefined;
}

const WHOLE_OPS = new Set<BinaryOp>(['+', '-', '*', '=', '<>', '<', '>', '<=', '>=']);

/** A whole-valued expression as the LONG expression of the same value (its variable's slot read as it is). */
function asLong(e: CExpr, range: Range): CExpr {
  if (e.whole) return e.whole;
  if (e.t === 'INTEGER' || e.t === 'LONG') return e;
  return cexpr('LONG', e.f, e.loc, { konst: e.konst, slot: e.slot, range });
}

/**
 * `l op r` over a SINGLE operator's unrounded result through the operator tables (fused.ts): the operands
 * read as DOUBLEs (their unrounded values), a relation compared as it is, + - * / computed unrounded
 * (CExpr.wide) and rounded to SINGLE once (the same operands under the operator's SINGLE code).
 */
function nestedFused(op: BinaryOp, type: NumType | 'STRING', l: CExpr, r: CExpr, loc: Loc): CExpr | undefined {
  const d = fusable(op, 'DOUBLE', wideCExpr(l), wideCExpr(r));
  if (!d) return undefined;
  if (d.op >= RELATIONAL) return cexpr(type, fusedValue(d), loc, { fused: d });
  const single: Fused = { integral: false, op: d.op + WIDE, a: d.a, b: d.b };
  return cexpr(type, fusedValue(single), loc, { fused: single, wide: fusedValue(d) });
}

/** `l op r` over a SINGLE operator's unrounded result: compared as it is, or rounded to SINGLE once. */
function wideValue(op: BinaryOp, l: CExpr, r: CExpr, wide: Eval<number> | undefined): Eval {
  if (wide) return (s) => toSingle(wide(s));
  return numberOp(op, RELATIONS.has(op) ? 'DOUBLE' : 'SINGLE', wideCExpr(l), wideCExpr(r));
}

/**
 * A SINGLE operator's value before rounding to SINGLE (CExpr.wide), from its operands' unrounded values:
 * the DOUBLE operator's closure from the tables (fused.ts) when the code is kept.
 */
function wideOp(op: BinaryOp, l: CExpr, r: CExpr, fuse: boolean): Eval<number> | undefined {
  if (op !== '+' && op !== '-' && op !== '*' && op !== '/' && op !== '^') return undefined;
  const d = fuse ? fusable(op, 'DOUBLE', wideCExpr(l), wideCExpr(r)) : undefined;
  if (d) return fusedValue(d);
  const impl = numericBinary(op, 'DOUBLE');
  const a = wideOf(l);
  const b = wideOf(r);
  return (s) => impl(a(s), b(s));
}

const wideOf = (e: CExpr): Eval<number> => e.wide ?? e.f;

/** `e` read as a DOUBLE: its unrounded value when it is a SINGLE operator, else as it is (a variable's slot read inline). */
const wideCExpr = (e: CExpr): CExpr => (e.wide ? cexpr('DOUBLE', e.wide, e.loc)
  : cexpr('DOUBLE', e.f, e.loc, { konst: e.konst, slot: e.slot, ref: e.ref, element: e.element }));

/** \ MOD AND OR XOR EQV IMP: each operand is rounded to the operator's INTEGER or LONG first */
const ROUNDS_OPERANDS = new Set<BinaryOp>(['\\', 'MOD', 'AND', 'OR', 'XOR', 'EQV', 'IMP']);

/**
 * A SINGLE / DOUBLE operand of an operator that rounds its operands, as an operand of type `to` (the
 * conversion made where the operand is read), so that the operator is the integer one for every operand
 * type; an INTEGER / LONG operand as it is.
 */
function integral(e: CExpr, to: NumType): CExpr {
  if (!isFloat(e.t)) return e;
  const range = rangeOf(e);
  if (range && fits(range, to)) {
    const long = asLong(e, range);
    return to === 'LONG' ? long : cexpr(to, long.f, e.loc, { konst: e.konst, slot: e.slot, range });
  }
  // a variable's read and rounding in one small closure (the operator calls it, and the engine inlines it);
  // `to` is LONG: an operand that is not INTEGER makes these operators LONG ones
  const slot = e.konst ? undefined : e.slot;
  const f = slot ? roundedSlot(slot.global, slot.k) : toNumType(e, to);
  const converted = cexpr(to, f, e.loc);
  return e.konst ? fold(converted) : converted;
}

function roundedSlot(global: boolean, k: number): Eval<number> {
  return global ? (s) => toLong(s.g[k]) : (s) => toLong(s.l[k]);
}

function isFloat(t: unknown): boolean {
  return t === 'SINGLE' || t === 'DOUBLE';
}

function isScalar(e: CExpr): boolean {
  return typeof e.t === 'string';
}

/** Evaluate a constant expression now, keeping it dynamic if it raises an error (it then fails at run time). */
export function fold(e: CExpr): CExpr {
  try {
    const v = e.f(undefined as never);
    if (!e.wide) return constant(e.t, v, e.loc);
    const w = e.wide(undefined as never);
    return cexpr(e.t, () => v, e.loc, { konst: { v }, wide: () => w });
  } catch {
    return e;
  }
}

function stringOp(op: BinaryOp, a: Eval<string>, b: Eval<string>): Eval {
  switch (op) {
    case '+': return (s) => {
      const v = a(s) + b(s);
      if (v.length > MAX_STRING) stringTooLong();
      return v;
    };
    case '=': return (s) => (a(s) === b(s) ? -1 : 0);
    case '<>': return (s) => (a(s) !== b(s) ? -1 : 0);
    case '<': return (s) => (a(s) < b(s) ? -1 : 0);
    case '>': return (s) => (a(s) > b(s) ? -1 : 0);
    case '<=': return (s) => (a(s) <= b(s) ? -1 : 0);
    default: return (s) => (a(s) >= b(s) ? -1 : 0);
  }
}

function numberOp(op: BinaryOp, type: NumType, l: CExpr, r: CExpr): Eval {
  const integral = type === 'INTEGER' || type === 'LONG';
  // \ MOD and the logical operators have integral operands already (binary), which they take as they are
  const roundsItself = ROUNDS_OPERANDS.has(op);
  const a = roundsItself ? l.f : toNumType(l, type);
  const b = roundsItself ? r.f : toNumType(r, type);
  switch (op) {
    case '=': return (s) => (a(s) === b(s) ? -1 : 0);
    case '<>': return (s) => (a(s) !== b(s) ? -1 : 0);
    case '<': return (s) => (a(s) < b(s) ? -1 : 0);
    case '>': return (s) => (a(s) > b(s) ? -1 : 0);
    case '<=': return (s) => (a(s) <= b(s) ? -1 : 0);
    case '>=': return (s) => (a(s) >= b(s) ? -1 : 0);
  }
  if (integral) {
    const fast = integerOp(op, type, a, b);
    if (fast) return fast;
  }
  const impl = numericBinary(op as ArithOp, type);
  return (s) => impl(a(s), b(s));
}

/** Inline closures for INTEGER / LONG arithmetic (operands integral). */
function integerOp(op: BinaryOp, type: NumType, a: Eval<number>, b: Eval<number>): Eval | undefined {
  const lo = type === 'INTEGER' ? -32768 : -2147483648;
  const hi = type === 'INTEGER' ? 32767 : 2147483647;
  switch (op) {
    case '+': return (s) => {
      const v = a(s) + b(s);
      if (v > hi || v < lo) overflow();
      return v;
    };
    case '-': return (s) => {
      const v = a(s) - b(s);
      if (v > hi || v < lo) overflow();
      return v;
    };
    case '*': return (s) => {
      const v = a(s) * b(s);
      if (v > hi || v < lo) overflow();
      return v + 0;
    };
  }
  // Operands are sign-extended 16/32-bit values, so 32-bit JS bit operations give the right result.
  switch (op) {
    case 'AND': return (s) => a(s) & b(s);
    case 'OR': return (s) => a(s) | b(s);
    case 'XOR': return (s) => a(s) ^ b(s);
    case 'EQV': return (s) => ~(a(s) ^ b(s));
    case 'IMP': return (s) => ~a(s) | b(s);
  }
  return undefined;
}

/**
 * Compile unary `-`, `+` and NOT. `-x` is `x * -1`, the same value in every type (Overflow for the least
 * INTEGER / LONG, -0 as 0, a SINGLE operator's unrounded value negated before rounding), so a negation
 * takes the operators' shapes: `p(i).vx = -p(i).vx` is a same-place store like `p(i).vx = p(i).vx * 2`.
 */
export function unary(op: '-' | '+' | 'NOT', e: CExpr, loc: Loc, fuse: boolean): CExpr {
  if (!isNum(e.t)) fail(13, loc);
  const t = e.t;
  const f = e.f;
  if (op === '+') return e;
  if (op === '-') return binary('*', e, constant('INTEGER', -1, loc), loc, fuse);
  const rt: NumType = t === 'INTEGER' ? 'INTEGER' : 'LONG';
  const out = cexpr(rt, t === rt ? (s) => ~f(s) : (s) => not(f(s), rt), loc);
  return e.konst ? fold(out) : out;
}
