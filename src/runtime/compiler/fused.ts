// Numeric binary operators specialised by static type and operand shape. INTEGER / LONG operators and
// SINGLE / DOUBLE operators are separate closure families (so integer arithmetic stays small-integer
// arithmetic in the engine); within a family one closure per shape reads plain-variable operands
// (slot k of s.g / s.l, "S") and constants ("C") inline, and computes inline an operand that is itself
// `variable op variable-or-constant` or a by-reference parameter; only other operands ("F") are called.
// The operator is a small switch the engine inlines. Assignments and IF tests use the same shapes
// (fused-stmt.ts), so `x = x XOR (i + r)` is one closure call. Hot comparisons use literal codes: a
// bundle turns module constants into variable loads.
import type { BinaryOp } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval, State } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { overflow, toSingle } from '../values/numbers.js';
import { toNumType, type CExpr } from './convert.js';
import { CALL, CONST, SLOT, at1, byRef } from './elements.js';
import type { QArray } from '../model/qarray.js';
import { floatShaped } from './float-shaped.js';
import { intShaped, relationShaped } from './int-shaped.js';

/**
 * Operator codes. Arithmetic: + - * \ MOD AND OR XOR are 0..7 in the integer family, + - * / are 0..3
 * in the float family; WIDE (8) is added for LONG / SINGLE. Relational operators are RELATIONAL plus a
 * mask of the outcomes that make them true: bit 0 a < b, bit 1 a = b, bit 2 a > b, bit 3 unordered
 * (a NaN, which CVS / CVD can make: only <> holds, as in JS).
 */
const INT_CODES: Partial<Record<BinaryOp, number>> = { '+': 0, '-': 1, '*': 2, '\\': 3, MOD: 4, AND: 5, OR: 6, XOR: 7 };
const FLOAT_CODES: Partial<Record<BinaryOp, number>> = { '+': 0, '-': 1, '*': 2, '/': 3 };
export const RELATIONAL = 16;
const MASKS: Partial<Record<BinaryOp, number>> = { '=': 2, '<>': 13, '<': 1, '>': 4, '<=': 3, '>=': 6 };
export const WIDE = 8;

function divisionByZero(): never {
  throw new QBasicError(11);
}

/** A relational operator code's truth for a and b. */
export function holds(op: number, a: number, b: number): boolean {
  return ((op >> (a < b ? 0 : a > b ? 2 : a === b ? 1 : 3)) & 1) !== 0;
}

/**
 * INTEGER / LONG operator on integral operands; results out of range overflow. Kept small (the engine
 * inlines it into every fused closure within one budget): INTEGER operators here, the rest out of line.
 */
export function intApply(op: number, a: number, b: number): number {
  if (op > 7) return intOther(op, a, b);
  const v = op === 0 ? a + b : op === 1 ? a - b : op === 7 ? a ^ b : op === 5 ? a & b : op === 6 ? a | b
    : op === 2 ? a * b + 0 : intDivision(op, a, b);
  if (v > 32767 || v < -32768) overflow();
  return v;
}

/** intApply's LONG (WIDE) and relational operators. */
function intOther(op: number, a: number, b: number): number {
  if (op >= 16) return holds(op, a, b) ? -1 : 0; // RELATIONAL
  const base = op & 7;
  if (base > 4) return base === 5 ? a & b : base === 6 ? a | b : a ^ b;
  const v = base === 0 ? a + b : base === 1 ? a - b : base === 2 ? a * b + 0 : intDivision(base, a, b);
  if (v > 2147483647 || v < -2147483648) overflow();
  return v;
}

/** \ (truncating) and MOD (sign of the dividend); x \ 0 and x MOD 0 are Division by zero. */
export function intDivision(base: number, a: number, b: number): number {
  if (b === 0) divisionByZero();
  // MOD on int32s: a frame slot may hold a whole number as a double, and % on doubles is x87's fprem loop
  // as int32s (also -0 as 0): a float-represented 2 stored into a frame turns all its slots into doubles for
  // the rest of the run (float arithmetic, MOD by fprem). Only -2147483648 \ -1 leaves int32 range, and
  // QBasic 1.1's LONG division wraps it; an INTEGER quotient is still checked by the caller.
  return base === 3 ? Math.trunc(a / b) | 0 : (a | 0) % (b | 0) | 0;
}

/** DOUBLE / SINGLE operator: x / 0 is Division by zero, 0 / 0 Overflow (KB Q42473). */
export function floatApply(op: number, a: number, b: number): number {
  if (op >= 16) return holds(op, a, b) ? -1 : 0;
  const base = op & 7;
  const v = base === 0 ? a + b : base === 1 ? a - b : base === 2 ? a * b : a / divisor(a, b);
  if (op >= 8) return toSingle(v);
  if (v - v !== 0) overflow();
  return v + 0;
}

export function divisor(a: number, b: number): number {
  if (b === 0) {
    if (a === 0) overflow();
    divisionByZero();
  }
  return b;
}

/**
 * How an operand is read: slot k of s.g / s.l ("S"), constant c ("C"), or by calling f ("F"); an F
 * operand that is itself an operator of the same family on a variable and a variable or constant
 * carries it as `o`, computed inline instead of called.
 */
export class Operand {
  constructor(
    /** SLOT, CONST or CALL (elements.ts) */
    readonly shape: number,
    readonly global: boolean,
    readonly k: number,
    readonly c: number,
    readonly f: Eval<number>,
    readonly o: Sub | null,
  ) {}
}

/**
 * A nested operator `slot op slot` / `slot op constant`; or (op BY_REF) a by-reference parameter in slot
 * ka; or (op ELEMENT) the element of the one-dimensional array in slot ka subscripted by slot kb; or
 * (op FIELD) field cb of that element, when the array holds records; or (op VAR_FIELD) field cb of the
 * record variable in slot ka.
 */
export class Sub {
  constructor(
    readonly op: number,
    readonly ga: boolean,
    readonly ka: number,
    /** true: the right operand is the constant cb */
    readonly bc: boolean,
    readonly gb: boolean,
    readonly kb: number,
    readonly cb: number,
  ) {}
}

/** An integer-family F operand's value. */
export function intSub(s: State, f: Eval<number>, o: Sub | null): number {
  if (o === null) return f(s);
  if (o.op < 0) return o.op === -1 ? byRef(s.l, o.ka) : element(s, o); // BY_REF, ELEMENT
  return intApply(o.op, (o.ga ? s.g : s.l)[o.ka], o.bc ? o.cb : (o.gb ? s.g : s.l)[o.kb]);
}

/** A float-family F operand's value. */
export function floatSub(s: State, f: Eval<number>, o: Sub | null): number {
  if (o === null) return f(s);
  if (o.op < 0) return o.op === -1 ? byRef(s.l, o.ka) : element(s, o); // BY_REF, ELEMENT
  return floatApply(o.op, (o.ga ? s.g : s.l)[o.ka], o.bc ? o.cb : (o.gb ? s.g : s.l)[o.kb]);
}

/** Element kb of the one-dimensional array in slot ka (an ELEMENT Sub), or a record field (FIELD, VAR_FIELD). */
function element(s: State, o: Sub): number {
  if (o.op !== -2) return field(s, o);
  const a: QArray = (o.ga ? s.g : s.l)[o.ka];
  return a.data![at1(a, (o.gb ? s.g : s.l)[o.kb])] as number;
}

/** Field cb of element kb of the record array in slot ka (FIELD), or of the record variable there (VAR_FIELD). */
function field(s: State, o: Sub): number {
  const a = (o.ga ? s.g : s.l)[o.ka];
  if (o.op === -4) return a[o.cb];
  return (a as QArray).data![at1(a, (o.gb ? s.g : s.l)[o.kb])][o.cb];
}

const BY_REF = -1;
const ELEMENT = -2;
const FIELD = -3;
const VAR_FIELD = -4;

/** The slot of the by-reference parameter an operand reads, or -1 when it reads something else. */
export function byRefSlot(x: Operand): number {
  return x.o !== null && x.o.op === BY_REF ? x.o.ka : -1;
}

function subOf(e: CExpr, ints: boolean): Sub | null {
  if (e.ref !== undefined) return new Sub(BY_REF, false, e.ref, false, false, 0, 0);
  const el = e.element;
  if (el) return new Sub(el.field < 0 ? ELEMENT : el.subK < 0 ? VAR_FIELD : FIELD, el.global, el.k, false, el.subGlobal, el.subK, el.field);
  const d = e.fused;
  if (!d || d.integral !== ints || d.a.shape !== SLOT || d.b.shape === CALL) return null;
  return new Sub(d.op, d.a.global, d.a.k, d.b.shape === CONST, d.b.global, d.b.k, d.b.c);
}

/** A fusable operator: its family, its code (with WIDE) and its operands. */
export interface Fused {
  integral: boolean;
  op: number;
  a: Operand;
  b: Operand;
}

/** Whether a value of `from` needs no conversion to be used as `to`. */
export function sameValue(from: NumType, to: NumType): boolean {
  return from === to || to === 'DOUBLE' || (from === 'INTEGER' && (to === 'LONG' || to === 'SINGLE'));
}

const integral = (t: unknown) => t === 'INTEGER' || t === 'LONG';

function operand(e: CExpr, to: NumType, raw: boolean, constantOk: boolean): Operand {
  // a SINGLE operator read as DOUBLE is read unrounded (CExpr.wide), through toNumType
  const same = raw || (sameValue(e.t as NumType, to) && !(e.wide && e.t !== to));
  const f = same ? (e.f as Eval<number>) : toNumType(e, to);
  if (e.slot && same) return (e.slot.operand ??= new Operand(SLOT, e.slot.global, e.slot.k, 0, f, null));
  if (e.konst && constantOk) {
    try {
      return new Operand(CONST, false, 0, f(undefined as never), f, null);
    } catch {
      // a constant that does not convert fails at run time, where it is used
    }
  }
  const o = same && e.t === to ? subOf(e, integral(to)) : null;
  return new Operand(CALL, false, 0, 0, f, o);
}

/**
 * A numeric condition as an operand read without a closure call (a variable, a by-reference parameter,
 * an element), or null.
 */
export function conditionOperand(e: CExpr): Operand | null {
  if (!isNum(e.t) || e.konst) return null;
  const x = operand(e, e.t, true, false);
  // the caller reads the operand in the integer family: a SINGLE / DOUBLE operator's Sub is left out
  return x.shape === SLOT || (x.o !== null && (x.o.op < 0 || integral(e.t))) ? x : null;
}

/** The code of `b op a` for `a op b` when it is the same operation with operands swapped, else undefined. */
function mirrored(op: number, ints: boolean): number | undefined {
  if (op >= RELATIONAL) return RELATIONAL + ((op & 10) | ((op & 1) << 2) | ((op & 4) >> 2)); // < and > trade places
  const base = op & 7;
  const commutes = base === 0 || base === 2 || (ints && base >= 5); // + *, and AND OR XOR on integers
  return commutes ? op : undefined;
}

/** The fused form of `l op r` with operands of type `opType`, or undefined when it has none. */
export function fusable(op: BinaryOp, opType: NumType, l: CExpr, r: CExpr): Fused | undefined {
  if (!isNum(l.t) || !isNum(r.t)) return undefined;
  const ints = integral(opType);
  const mask = MASKS[op];
  const code = mask !== undefined ? RELATIONAL + mask : (ints ? INT_CODES : FLOAT_CODES)[op];
  if (code === undefined) return undefined;
  const raw = ints && code >= 3 && code < RELATIONAL; // \ MOD AND OR XOR: operands INTEGER / LONG (ops.ts binary)
  const op2 = code < RELATIONAL && (opType === 'LONG' || opType === 'SINGLE') ? code + WIDE : code;
  if (l.konst && r.slot && !r.konst) {
    // `1 + x`, `2 * x`, `0 < x` as `x + 1`, `x * 2`, `x > 0`: the same value (these operators commute,
    // relations mirror) with the variable read inline and the constant folded; neither side has effects
    const swapped = mirrored(op2, ints);
    if (swapped !== undefined) return { integral: ints, op: swapped, a: operand(r, opType, raw, false), b: operand(l, opType, raw, true) };
  }
  return { integral: ints, op: op2, a: operand(l, opType, raw, false), b: operand(r, opType, raw, true) };
}

/** The shape of a fused operator: left S / F, right S / C / F. */
export function shapeOf(d: Fused): string {
  return (d.a.shape === SLOT ? 'S' : 'F') + 'SCF'[d.b.shape];
}

/** The value closure of a fused operator. */
export function fusedValue(d: Fused): Eval<number> {
  return d.integral ? intShaped(d) ?? intValue(d) : floatShaped(d) ?? relationShaped(d) ?? floatValue(d);
}

function intValue(d: Fused): Eval<number> {
  const { op, a: { global: ga, k: ka, f: fa, o: oa }, b: { global: gb, k: kb, c: cb, f: fb, o: ob } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]);
    case 'SC': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], cb);
    case 'SF': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], intSub(s, fb, ob));
    case 'FS': return (s: State) => intApply(op, intSub(s, fa, oa), (gb ? s.g : s.l)[kb]);
    case 'FC': return (s: State) => intApply(op, intSub(s, fa, oa), cb);
    default: return (s: State) => intApply(op, intSub(s, fa, oa), intSub(s, fb, ob));
  }
}

function floatValue(d: Fused): Eval<number> {
  const { op, a: { global: ga, k: ka, f: fa, o: oa }, b: { global: gb, k: kb, c: cb, f: fb, o: ob } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]);
    case 'SC': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], cb);
    case 'SF': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], floatSub(s, fb, ob));
    case 'FS': return (s: State) => floatApply(op, floatSub(s, fa, oa), (gb ? s.g : s.l)[kb]);
    case 'FC': return (s: State) => floatApply(op, floatSub(s, fa, oa), cb);
    default: return (s: State) => floatApply(op, floatSub(s, fa, oa), floatSub(s, fb, ob));
  }
}

/** An operand's value (its shape chosen at run time: for IF tests). */
export function operandValue(s: State, x: Operand, integral: boolean): number {
  const shape = x.shape;
  if (shape === 0) return (x.global ? s.g : s.l)[x.k]; // SLOT
  if (shape === 1) return x.c; // CONST
  return integral ? intSub(s, x.f, x.o) : floatSub(s, x.f, x.o);
}
