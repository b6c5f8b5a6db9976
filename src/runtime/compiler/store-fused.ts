// `a(i) = x op y`, `p(i).f = x op y` and `r.f = x op y` as one closure: the fused operator (fused.ts) is
// computed inline, its operands read by shape (variables, constants, elements and fields without a call),
// then the element or field is found and stored (value first, then the subscript, as QBasic stores).
import type { Instr, State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { at1 } from './elements.js';
import { floatApply, intApply, operandValue, type Fused, type Operand } from './fused.js';

/** Where a one-dimensional element or a scalar field lives (LValue.element's shape). */
export interface Place {
  global: boolean;
  k: number;
  subGlobal: boolean;
  /** the subscript's slot; -1: the place is field `field` of the record variable in slot k */
  subK: number;
  /** the field index, or -1 for the element itself */
  field: number;
}

/** The instruction storing the fused operator `d` (already of the place's type) into `place`. */
export function storeFused(place: Place, d: Fused): Instr {
  const { global: ga, k: ka, subGlobal: gi, subK: ki, field } = place;
  const { op, a, b } = d;
  const local = samePlace(place, d);
  if (local) return local;
  if (ki < 0) {
    return d.integral
      ? (s: State) => { const v = intApply(op, operandValue(s, a, true), operandValue(s, b, true)); (ga ? s.g : s.l)[ka][field] = v; }
      : (s: State) => { const v = floatApply(op, operandValue(s, a, false), operandValue(s, b, false)); (ga ? s.g : s.l)[ka][field] = v; };
  }
  if (field < 0) {
    return d.integral
      ? (s: State) => {
        const v = intApply(op, operandValue(s, a, true), operandValue(s, b, true));
        const r: QArray = (ga ? s.g : s.l)[ka];
        r.data![at1(r, (gi ? s.g : s.l)[ki])] = v;
      }
      : (s: State) => {
        const v = floatApply(op, operandValue(s, a, false), operandValue(s, b, false));
        const r: QArray = (ga ? s.g : s.l)[ka];
        r.data![at1(r, (gi ? s.g : s.l)[ki])] = v;
      };
  }
  return d.integral
    ? (s: State) => {
      const v = intApply(op, operandValue(s, a, true), operandValue(s, b, true));
      const r: QArray = (ga ? s.g : s.l)[ka];
      (r.data as any[][])[at1(r, (gi ? s.g : s.l)[ki])][field] = v;
    }
    : (s: State) => {
      const v = floatApply(op, operandValue(s, a, false), operandValue(s, b, false));
      const r: QArray = (ga ? s.g : s.l)[ka];
      (r.data as any[][])[at1(r, (gi ? s.g : s.l)[ki])][field] = v;
    };
}

/** How an operand of a same-place store is read: 0 from its slot, 1 a constant, 2 the place itself or a field of its record. */
function localKind(place: Place, x: Operand): number {
  if (x.shape === 0 || x.shape === 1) return x.shape;
  const o = x.o;
  if (x.shape !== 2 || o === null || o.op !== (place.field < 0 ? -2 : -3)) return -1;
  return o.ga === place.global && o.ka === place.k && o.gb === place.subGlobal && o.kb === place.subK ? 2 : -1;
}

/**
 * `p(i).f = p(i).g op x` / `a(i) = a(i) op x` where every operand is a variable, a constant or a field of
 * the same element (or that element): the element is found once. Reading it first and storing after is
 * what QBasic does (the subscript is a variable the operands cannot change; a bad subscript fails in the
 * first read either way). Undefined for other operands.
 */
function samePlace(place: Place, d: Fused): Instr | undefined {
  const { a, b, op, integral } = d;
  const ka2 = localKind(place, a);
  const kb2 = localKind(place, b);
  if (ka2 < 0 || kb2 < 0 || (ka2 !== 2 && kb2 !== 2) || place.subK < 0) return undefined;
  const { global: ga, k: ka, subGlobal: gi, subK: ki, field } = place;
  const fa = a.o ? a.o.cb : 0;
  const fb = b.o ? b.o.cb : 0;
  const { global: gx, k: kx, c: cx } = a;
  const { global: gy, k: ky, c: cy } = b;
  if (field < 0) {
    return integral
      ? (s: State) => {
        const r: QArray = (ga ? s.g : s.l)[ka];
        const data = r.data!;
        const k = at1(r, (gi ? s.g : s.l)[ki]);
        const x = ka2 === 2 ? data[k] : ka2 === 1 ? cx : (gx ? s.g : s.l)[kx];
        data[k] = intApply(op, x, kb2 === 2 ? data[k] : kb2 === 1 ? cy : (gy ? s.g : s.l)[ky]);
      }
      : (s: State) => {
        const r: QArray = (ga ? s.g : s.l)[ka];
        const data = r.data!;
        const k = at1(r, (gi ? s.g : s.l)[ki]);
        const x = ka2 === 2 ? data[k] : ka2 === 1 ? cx : (gx ? s.g : s.l)[kx];
        data[k] = floatApply(op, x, kb2 === 2 ? data[k] : kb2 === 1 ? cy : (gy ? s.g : s.l)[ky]);
      };
  }
  if (ka2 === 2 && kb2 !== 0) return fieldStep(integral, kb2 === 2, ga, ka, gi, ki, field, op, fa, kb2 === 2 ? fb : cy);
  return integral
    ? (s: State) => {
      const r: QArray = (ga ? s.g : s.l)[ka];
      const rec = (r.data as number[][])[at1(r, (gi ? s.g : s.l)[ki])];
      const x = ka2 === 2 ? rec[fa] : ka2 === 1 ? cx : (gx ? s.g : s.l)[kx];
      rec[field] = intApply(op, x, kb2 === 2 ? rec[fb] : kb2 === 1 ? cy : (gy ? s.g : s.l)[ky]);
    }
    : (s: State) => {
      const r: QArray = (ga ? s.g : s.l)[ka];
      const rec = (r.data as number[][])[at1(r, (gi ? s.g : s.l)[ki])];
      const x = ka2 === 2 ? rec[fa] : ka2 === 1 ? cx : (gx ? s.g : s.l)[kx];
      rec[field] = floatApply(op, x, kb2 === 2 ? rec[fb] : kb2 === 1 ? cy : (gy ? s.g : s.l)[ky]);
    };
}

/**
 * `p(i).f = p(i).g op p(i).h` (`both`) or `p(i).f = p(i).g op c`: the common shapes, kept lean (as
 * place-test.ts fieldTests: parameters, frames chosen by `=== true`); `y` is field h or constant c.
 */
function fieldStep(integral: boolean, both: boolean, ga: boolean, ka: number, gi: boolean, ki: number, field: number,
  op: number, fa: number, y: number): Instr {
  if (integral) {
    if (both) {
      return (s: State) => {
        const r: QArray = (ga === true ? s.g : s.l)[ka];
        const rec = (r.data as number[][])[at1(r, (gi === true ? s.g : s.l)[ki])];
        rec[field] = intApply(op, rec[fa], rec[y]);
      };
    }
    return (s: State) => {
      const r: QArray = (ga === true ? s.g : s.l)[ka];
      const rec = (r.data as number[][])[at1(r, (gi === true ? s.g : s.l)[ki])];
      rec[field] = intApply(op, rec[fa], y);
    };
  }
  return (s: State) => {
    const r: QArray = (ga === true ? s.g : s.l)[ka];
    const rec = (r.data as number[][])[at1(r, (gi === true ? s.g : s.l)[ki])];
    rec[field] = floatApply(op, rec[fa], both ? rec[y] : y);
  };
}
