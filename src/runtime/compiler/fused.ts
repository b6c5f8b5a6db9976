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

/**
 * A fused closure for `l op r`, or undefined when the operation needs conversions (mixed types, floats
 * in arithmetic) or neither operand is a variable or constant.
 */
export function fusedBinary(op: BinaryOp, l: CExpr, r: CExpr): Eval | undefined {
  const code = OPS[op];
  if (code === undefined || !isNum(l.t) || !isNum(r.t)) return undefined;
  const lt = l.t as NumType;
  const rt = r.t as NumType;
  const integral = (lt === 'INTEGER' || lt === 'LONG') && (rt === 'INTEGER' || rt === 'LONG');
  if (code < 6 ? !integral : lt !== rt && !integral) return undefined;
  const wide = lt === 'LONG' || rt === 'LONG';
  const lo = wide ? -2147483648 : -32768;
  const hi = wide ? 2147483647 : 32767;
  const ls = shapeOf(l);
  const rs = shapeOf(r);
  const ka = l.slot?.k ?? 0;
  const kb = r.slot?.k ?? 0;
  const ca = l.konst?.v as number;
  const cb = r.konst?.v as number;
  const fa = l.f;
  const fb = r.f;
  switch (ls + rs) {
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
    default: return undefined;
  }
}
