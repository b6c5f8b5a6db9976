// Numeric binary operators specialised by static type and operand shape. INTEGER / LONG operators and
// SINGLE / DOUBLE operators are separate closure families (so integer arithmetic stays small-integer
// arithmetic in the engine); within a family one closure per shape reads plain-variable operands
// (slot k of s.g / s.l, "S") and constants ("C") inline and calls only other operands ("F"); the
// operator itself is a small switch the engine inlines. Assignments to a plain variable and IF tests
// use the same shapes (fused-stmt.ts), so `x = x XOR (i + r)` runs as two closures.
import type { BinaryOp } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Eval, State } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { overflow, toSingle } from '../values/numbers.js';
import { toNumType, type CExpr } from './convert.js';

/**
 * Operator codes. Arithmetic: + - * \ MOD AND OR XOR are 0..7 in the integer family, + - * / are 0..3
 * in the float family; WIDE (8) is added for LONG / SINGLE. Relational operators are RELATIONAL plus a
 * mask of the outcomes that make them true: bit 0 a < b, bit 1 a = b, bit 2 a > b.
 */
const INT_CODES: Partial<Record<BinaryOp, number>> = { '+': 0, '-': 1, '*': 2, '\\': 3, MOD: 4, AND: 5, OR: 6, XOR: 7 };
const FLOAT_CODES: Partial<Record<BinaryOp, number>> = { '+': 0, '-': 1, '*': 2, '/': 3 };
const RELATIONAL = 16;
const MASKS: Partial<Record<BinaryOp, number>> = { '=': 2, '<>': 5, '<': 1, '>': 4, '<=': 3, '>=': 6 };
const WIDE = 8;

function divisionByZero(): never {
  throw new QBasicError(11);
}

/** A relational operator code's truth for a and b (no NaN reaches here: results are checked finite). */
export function holds(op: number, a: number, b: number): boolean {
  return ((op >> (a < b ? 0 : a === b ? 1 : 2)) & 1) !== 0;
}

/** INTEGER / LONG operator on integral operands; results out of range overflow. */
export function intApply(op: number, a: number, b: number): number {
  if (op >= RELATIONAL) return holds(op, a, b) ? -1 : 0;
  const base = op & 7;
  let v: number;
  if (base < 3) v = base === 0 ? a + b : base === 1 ? a - b : a * b + 0;
  else if (base > 4) return base === 5 ? a & b : base === 6 ? a | b : a ^ b;
  else v = intDivision(base, a, b);
  if (op < WIDE ? v > 32767 || v < -32768 : v > 2147483647 || v < -2147483648) overflow();
  return v;
}

/** \ (truncating) and MOD (sign of the dividend); x \ 0 and x MOD 0 are Division by zero. */
function intDivision(base: number, a: number, b: number): number {
  if (b === 0) divisionByZero();
  return (base === 3 ? Math.trunc(a / b) : a % b) + 0;
}

/** DOUBLE / SINGLE operator: x / 0 is Division by zero, 0 / 0 Overflow (KB Q42473). */
export function floatApply(op: number, a: number, b: number): number {
  if (op >= RELATIONAL) return holds(op, a, b) ? -1 : 0;
  const base = op & 7;
  const v = base === 0 ? a + b : base === 1 ? a - b : base === 2 ? a * b : a / divisor(a, b);
  if (op >= WIDE) return toSingle(v);
  if (v - v !== 0) overflow();
  return v + 0;
}

function divisor(a: number, b: number): number {
  if (b === 0) {
    if (a === 0) overflow();
    divisionByZero();
  }
  return b;
}

/** How an operand is read: slot k of s.g / s.l ("S"), constant c ("C"), or by calling f ("F"). */
export interface Operand {
  shape: 'S' | 'C' | 'F';
  global: boolean;
  k: number;
  c: number;
  f: Eval<number>;
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
  const same = raw || sameValue(e.t as NumType, to);
  const f = same ? (e.f as Eval<number>) : toNumType(e, to);
  if (e.slot && same) return { shape: 'S', global: e.slot.global, k: e.slot.k, c: 0, f };
  if (e.konst && constantOk) {
    try {
      return { shape: 'C', global: false, k: 0, c: f(undefined as never), f };
    } catch {
      // a constant that does not convert fails at run time, where it is used
    }
  }
  return { shape: 'F', global: false, k: 0, c: 0, f };
}

/** The fused form of `l op r` with operands of type `opType`, or undefined when it has none. */
export function fusable(op: BinaryOp, opType: NumType, l: CExpr, r: CExpr): Fused | undefined {
  if (!isNum(l.t) || !isNum(r.t)) return undefined;
  const ints = integral(opType);
  const mask = MASKS[op];
  const code = mask !== undefined ? RELATIONAL + mask : (ints ? INT_CODES : FLOAT_CODES)[op];
  if (code === undefined) return undefined;
  const raw = ints && code >= 3 && code < RELATIONAL; // \ MOD AND OR XOR round their operands
  if (raw && !(integral(l.t) && integral(r.t))) return undefined;
  const op2 = code < RELATIONAL && (opType === 'LONG' || opType === 'SINGLE') ? code + WIDE : code;
  return { integral: ints, op: op2, a: operand(l, opType, raw, false), b: operand(r, opType, raw, true) };
}

/** The shape of a fused operator: left S / F, right S / C / F. */
export function shapeOf(d: Fused): string {
  return (d.a.shape === 'S' ? 'S' : 'F') + d.b.shape;
}

/** The value closure of a fused operator. */
export function fusedValue(d: Fused): Eval<number> {
  return d.integral ? intValue(d) : floatValue(d);
}

function intValue(d: Fused): Eval<number> {
  const { op, a: { global: ga, k: ka, f: fa }, b: { global: gb, k: kb, c: cb, f: fb } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]);
    case 'SC': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], cb);
    case 'SF': return (s: State) => intApply(op, (ga ? s.g : s.l)[ka], fb(s));
    case 'FS': return (s: State) => intApply(op, fa(s), (gb ? s.g : s.l)[kb]);
    case 'FC': return (s: State) => intApply(op, fa(s), cb);
    default: return (s: State) => intApply(op, fa(s), fb(s));
  }
}

function floatValue(d: Fused): Eval<number> {
  const { op, a: { global: ga, k: ka, f: fa }, b: { global: gb, k: kb, c: cb, f: fb } } = d;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]);
    case 'SC': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], cb);
    case 'SF': return (s: State) => floatApply(op, (ga ? s.g : s.l)[ka], fb(s));
    case 'FS': return (s: State) => floatApply(op, fa(s), (gb ? s.g : s.l)[kb]);
    case 'FC': return (s: State) => floatApply(op, fa(s), cb);
    default: return (s: State) => floatApply(op, fa(s), fb(s));
  }
}
