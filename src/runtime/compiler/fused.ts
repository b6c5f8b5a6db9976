// Binary operators whose operands are plain variables or constants, fused into one closure: no calls
// to operand closures on the hot path (a loop body such as `x = x XOR i` then costs one call per operator).
import type { BinaryOp } from '../../parser/ast.js';
import type { Eval, State } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { overflow } from '../values/numbers.js';
import type { CExpr } from './convert.js';

/** A plain numeric variable read (not a by-reference parameter): `s.g[k]` or `s.l[k]`. */
export interface SlotRead {
  global: boolean;
  k: number;
}

const OPS: Partial<Record<BinaryOp, number>> = {
  '+': 0, '-': 1, '*': 2, AND: 3, OR: 4, XOR: 5, '=': 6, '<>': 7, '<': 8, '>': 9, '<=': 10, '>=': 11,
};

/** One operator on two numbers; integral results outside lo..hi overflow. Small enough to be inlined. */
function apply(op: number, a: number, b: number, lo: number, hi: number): number {
  let v: number;
  switch (op) {
    case 0: v = a + b; break;
    case 1: v = a - b; break;
    case 2: v = a * b + 0; break;
    case 3: return a & b;
    case 4: return a | b;
    case 5: return a ^ b;
    case 6: return a === b ? -1 : 0;
    case 7: return a !== b ? -1 : 0;
    case 8: return a < b ? -1 : 0;
    case 9: return a > b ? -1 : 0;
    case 10: return a <= b ? -1 : 0;
    default: return a >= b ? -1 : 0;
  }
  if (v > hi || v < lo) overflow();
  return v;
}

type Shape = 'g' | 'l' | 'c' | 'f';

function shapeOf(e: CExpr): Shape {
  if (e.konst) return 'c';
  if (e.slot) return e.slot.global ? 'g' : 'l';
  return 'f';
}

/** How a fused operator reads its operands: shape letters g (global slot), l (local slot), c, f (closure). */
export interface Fused {
  code: number;
  shape: string;
  ka: number;
  kb: number;
  ca: number;
  cb: number;
  fa: Eval<number>;
  fb: Eval<number>;
  lo: number;
  hi: number;
}

/**
 * The operand shapes of `l op r` when it can be fused, or undefined when the operation needs conversions
 * (mixed types, floats in arithmetic) or neither operand is a variable or constant.
 */
export function fusable(op: BinaryOp, l: CExpr, r: CExpr): Fused | undefined {
  const code = OPS[op];
  if (code === undefined || !isNum(l.t) || !isNum(r.t)) return undefined;
  const lt = l.t as NumType;
  const rt = r.t as NumType;
  const integral = (lt === 'INTEGER' || lt === 'LONG') && (rt === 'INTEGER' || rt === 'LONG');
  if (code < 6 ? !integral : lt !== rt && !integral) return undefined;
  const shape = shapeOf(l) + shapeOf(r);
  if (shape === 'ff' || shape === 'cc') return undefined;
  const wide = lt === 'LONG' || rt === 'LONG';
  return {
    code, shape, ka: l.slot?.k ?? 0, kb: r.slot?.k ?? 0, ca: l.konst?.v as number, cb: r.konst?.v as number,
    fa: l.f, fb: r.f, lo: wide ? -2147483648 : -32768, hi: wide ? 2147483647 : 32767,
  };
}

/** The value closure of a fused operator. */
export function fusedValue(d: Fused): Eval<number> {
  const { code, ka, kb, ca, cb, fa, fb, lo, hi } = d;
  switch (d.shape) {
    case 'gg': return (s: State) => apply(code, s.g[ka], s.g[kb], lo, hi);
    case 'gc': return (s: State) => apply(code, s.g[ka], cb, lo, hi);
    case 'gl': return (s: State) => apply(code, s.g[ka], s.l[kb], lo, hi);
    case 'gf': return (s: State) => apply(code, s.g[ka], fb(s), lo, hi);
    case 'll': return (s: State) => apply(code, s.l[ka], s.l[kb], lo, hi);
    case 'lc': return (s: State) => apply(code, s.l[ka], cb, lo, hi);
    case 'lg': return (s: State) => apply(code, s.l[ka], s.g[kb], lo, hi);
    case 'lf': return (s: State) => apply(code, s.l[ka], fb(s), lo, hi);
    case 'fg': return (s: State) => apply(code, fa(s), s.g[kb], lo, hi);
    case 'fl': return (s: State) => apply(code, fa(s), s.l[kb], lo, hi);
    case 'fc': return (s: State) => apply(code, fa(s), cb, lo, hi);
    case 'cf': return (s: State) => apply(code, ca, fb(s), lo, hi);
    case 'cg': return (s: State) => apply(code, ca, s.g[kb], lo, hi);
    case 'cl': return (s: State) => apply(code, ca, s.l[kb], lo, hi);
    default: throw new Error(`unfusable shape ${d.shape}`);
  }
}
