// Array element access: a subscript is read by its Read's shape (subValue, the one table every element and
// record access of any rank goes through), and one- and two-dimensional arrays have fast readers whose
// bounds come from the QArray's per-dimensionality fields (one check each, no array of bounds), with a
// subscript or stored value that is a plain variable or a constant read inline instead of through a closure.
import { QBasicError } from '../errors.js';
import type { Eval, Instr, State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { overflow, toLong } from '../values/numbers.js';

export const SLOT = 0;
export const CONST = 1;
export const CALL = 2;
export const REF = 3;
export const OFFSET = 4;
export const SUM = 5;

/**
 * How a subscript or value is read: slot k of s.g / s.l (SLOT), constant c (CONST), by calling f (CALL),
 * the by-reference parameter in slot k of s.l (REF), or, for a subscript: the INTEGER / LONG variable in
 * slot k plus the constant c, out of -w - 1..w an Overflow (OFFSET: `a(i + 1)`, or a whole-valued
 * SINGLE counter's `a(i - 1)`: whole-values.ts); or the INTEGER / LONG variable in slot k plus c (1 or -1) times the one in slot k2 of
 * s.g / s.l (g2), out of -w - 1..w an Overflow (SUM: `a(x + dx)`). f always gives the value. One class, so
 * every Read has the same shape in the engine.
 */
export class Read {
  constructor(
    readonly shape: number,
    readonly global: boolean,
    readonly k: number,
    readonly c: any,
    readonly f: Eval,
    readonly w = 0,
    readonly g2 = false,
    readonly k2 = 0,
  ) {}

  /** S, C, F or R (OFFSET and SUM as F: f gives them): for choosing specialised closures at compile time */
  get letter(): string {
    return 'SCFRFF'[this.shape];
  }
}

export const readCall = (f: Eval): Read => new Read(CALL, false, 0, 0, f);
export const readConst = (c: unknown): Read => new Read(CONST, false, 0, c, () => c);

/** Where the array object lives: slot k of s.g / s.l. */
export interface ArraySlot {
  global: boolean;
  k: number;
}

/** A Read's value (inlined where it is used: plain variables and constants cost no call). */
export function arg(s: State, r: Read): any {
  const shape = r.shape;
  // literals, not the SLOT / CONST / REF names: a bundle turns those into variable loads
  return shape === 0 ? (r.global ? s.g : s.l)[r.k] : shape === 1 ? r.c : shape === 3 ? byRef(s.l, r.k) : r.f(s);
}

/**
 * A by-reference parameter's value: through the Ref in its slot, or the slot's value itself when it was
 * passed by value (a Ref is the only object a scalar parameter's slot holds).
 */
export function byRef(l: any[], k: number): any {
  const r = l[k];
  return typeof r === 'object' ? r.c[r.i] : r;
}

/** Store v into a by-reference parameter. */
export function setByRef(l: any[], k: number, v: any): void {
  const r = l[k];
  if (typeof r === 'object') r.c[r.i] = v;
  else l[k] = v;
}

function subscriptError(): never {
  throw new QBasicError(9);
}

/**
 * A subscript's value, read by its Read's shape (a closure called only for CALL): whole within the LONG
 * range for INTEGER / LONG subscripts (OFFSET and SUM out of their range an Overflow, before the bounds
 * are checked, as QBasic), as it is for a SINGLE / DOUBLE variable (the element's index rounds it).
 */
export function subValue(s: State, r: Read): number {
  const shape = r.shape;
  // literals, not the shape names: a bundle turns those into variable loads; the common shapes first and
  // the others in a function of their own, so that an element read inlined into a loop stays small
  if (shape === 0) return (r.global ? s.g : s.l)[r.k];
  if (shape === 2) return r.f(s);
  return computedSub(s, r);
}

/** subValue for a variable plus something, or a by-reference parameter. */
function computedSub(s: State, r: Read): number {
  const shape = r.shape;
  if (shape === 4 || shape === 5) {
    const c = r.c;
    const i = (r.global ? s.g : s.l)[r.k] + (shape === 4 ? c : c * (r.g2 ? s.g : s.l)[r.k2]);
    const w = r.w;
    if (i > w || i < -w - 1) overflow();
    return i;
  }
  if (shape === 3) return byRef(s.l, r.k);
  return r.f(s);
}

/**
 * The flat index of element `subs` of an array of any rank, each subscript read by subValue: a whole
 * number within the bounds as it is, anything else rounded as CLNG rounds (Overflow beyond LONG) and
 * then checked (Subscript out of range); the wrong number of subscripts is out of range too.
 */
export function elementIndex(s: State, a: QArray, subs: Read[]): number {
  const n = subs.length;
  if (n === 1) return at1(a, subValue(s, subs[0]));
  if (n === 2) return at2(a, subValue(s, subs[0]), subValue(s, subs[1]));
  return atN(s, a, subs);
}

/** elementIndex past two dimensions: every subscript read (and rounded) before any bound is checked. */
function atN(s: State, a: QArray, subs: Read[]): number {
  const n = subs.length;
  const lower = a.lower;
  const extent = a.extent;
  let inside = a.data !== null && extent.length === n;
  let off = 0;
  let mul = 1;
  for (let d = 0; d < n; d++) {
    const x = subValue(s, subs[d]);
    let k = x - lower[d];
    if (!(k >= 0 && k < extent[d] && (k | 0) === k)) {
      k = toLong(x) - lower[d];
      if (!(k >= 0 && k < extent[d])) inside = false;
    }
    off += k * mul;
    mul *= extent[d];
  }
  if (!inside) subscriptError();
  return off;
}

/**
 * Flat index of element i of a one-dimensional array. A subscript of any numeric type comes here as it is:
 * a whole number within the bounds is the index, anything else is rounded as CLNG rounds (Overflow beyond
 * LONG) and then checked (Subscript out of range outside the bounds).
 */
export function at1(a: QArray, i: number): number {
  const k = i - a.lower1;
  if (k >= 0 && k < a.extent1 && (k | 0) === k) return k;
  return at1Rounded(a, i);
}

function at1Rounded(a: QArray, i: number): number {
  const k = toLong(i) - a.lower1;
  if (!(k >= 0 && k < a.extent1)) subscriptError();
  return k;
}

/**
 * Flat index of element (i, j) of a two-dimensional array (the first subscript varies fastest): through the
 * array's views, else (outside them, or an array with a bound past the INTEGER range) its general offset.
 */
export function at2(a: QArray, i: number, j: number): number {
  const k0 = i - a.lowerA;
  const k1 = j - a.lowerB;
  if (!(k0 >= 0 && k0 < a.extentA && k1 >= 0 && k1 < a.extentB && (k0 | 0) === k0 && (k1 | 0) === k1)) return offset2(a, i, j);
  return k0 + k1 * a.extentA;
}

/** Subscripts outside at2's views, or not whole: rounded as CLNG rounds, then the array's general offset. */
function offset2(a: QArray, i: number, j: number): number {
  const x = toLong(i);
  return a.offset([x, toLong(j)]);
}

/**
 * at2 for subscripts computed inline (a variable plus a constant or another variable), each out of
 * -w - 1..w an Overflow, which QBasic reports before the bounds. Within the views (whose bounds are
 * INTEGERs) neither can have overflowed, so the ranges are checked only outside them.
 */
export function at2w(a: QArray, x: number, y: number, wx: number, wy: number): number {
  const k0 = x - a.lowerA;
  const k1 = y - a.lowerB;
  if (!(k0 >= 0 && k0 < a.extentA && k1 >= 0 && k1 < a.extentB && (k0 | 0) === k0 && (k1 | 0) === k1)) return outside2(a, x, y, wx, wy);
  return k0 + k1 * a.extentA;
}

function outside2(a: QArray, x: number, y: number, wx: number, wy: number): number {
  if (x > wx || x < -wx - 1 || y > wy || y < -wy - 1) overflow();
  return offset2(a, x, y);
}

/** Closure reading element `sub` of a one-dimensional array. */
export function read1(arr: ArraySlot, sub: Read): Eval {
  const { global: ga, k: ka } = arr;
  const { global: gi, k: ki, f: fi } = sub;
  if (sub.shape === SLOT) {
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      return a.data![at1(a, (gi ? s.g : s.l)[ki])];
    };
  }
  // one literal per way of reading the subscript, each holding only its own code: the engine's inlining
  // budget for a loop is counted in bytecode, and a shared reader with every way in it spent it (an
  // exchange sort over a SINGLE array took 119 ms against 68 ms with every way in one reader)
  const { c, w } = sub;
  if (sub.shape === OFFSET) {
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      const i = (gi ? s.g : s.l)[ki] + c;
      if (i > w || i < -w - 1) overflow();
      return a.data![at1(a, i)];
    };
  }
  if (sub.shape === SUM) {
    const { g2, k2 } = sub;
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      const i = (gi ? s.g : s.l)[ki] + c * (g2 ? s.g : s.l)[k2];
      if (i > w || i < -w - 1) overflow();
      return a.data![at1(a, i)];
    };
  }
  return (s: State) => {
    const a: QArray = (ga ? s.g : s.l)[ka];
    return a.data![at1(a, fi(s))];
  };
}

/** The instruction storing `value` into element `sub` of a one-dimensional array (value first, as QBasic). */
export function store1(arr: ArraySlot, sub: Read, value: Read): Instr {
  const { global: ga, k: ka } = arr;
  const { global: gi, k: ki } = sub;
  const { global: gv, k: kv, c: cv, f: fv } = value;
  const frame = (s: State, g: boolean) => (g ? s.g : s.l);
  switch (sub.letter + value.letter) {
    case 'SC': return (s: State) => {
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, frame(s, gi)[ki])] = cv;
    };
    case 'SS': return (s: State) => {
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, frame(s, gi)[ki])] = frame(s, gv)[kv];
    };
    case 'SF': return (s: State) => {
      const v = fv(s);
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, frame(s, gi)[ki])] = v;
    };
    case 'FC': return (s: State) => {
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, subValue(s, sub))] = cv;
    };
    case 'FS': return (s: State) => {
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, subValue(s, sub))] = frame(s, gv)[kv];
    };
    default: return (s: State) => {
      const v = fv(s);
      const a: QArray = frame(s, ga)[ka];
      a.data![at1(a, subValue(s, sub))] = v;
    };
  }
}

/** Subscripts read2 reads inline: a variable, one plus a constant, or (linear) plus another variable. */
const inline = (r: Read) => r.shape === SLOT || r.shape === OFFSET;
const linear = (r: Read) => inline(r) || r.shape === SUM;

/** Closure reading element (i, j) of a two-dimensional array. */
export function read2(arr: ArraySlot, i: Read, j: Read): Eval {
  const { global: ga, k: ka } = arr;
  if (inline(i) && inline(j)) {
    // both subscripts variables or variables plus constants (`g(x - 1, y)`): read inline, a plain
    // variable as an offset of 0 that cannot leave its range
    const { global: gi, k: ki, c: ci } = i;
    const { global: gj, k: kj, c: cj } = j;
    const wi = i.shape === SLOT ? Infinity : i.w;
    const wj = j.shape === SLOT ? Infinity : j.w;
    // small literals (the engine inlines within a budget of bytecode: a sum of eight elements needs eight
    // reads inlined), one for all at module level, the usual case in a listing without SUBs
    if (ga && gi && gj) {
      return (s: State) => {
        const g = s.g;
        const a: QArray = g[ka];
        return a.data![at2w(a, g[ki] + ci, g[kj] + cj, wi, wj)];
      };
    }
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      return a.data![at2w(a, (gi ? s.g : s.l)[ki] + ci, (gj ? s.g : s.l)[kj] + cj, wi, wj)];
    };
  }
  if (linear(i) && linear(j)) {
    // sums of two variables among them (`g(x + dx, y + dy)`): each subscript read inline as a + m * b + c
    // (m 0 and b a again for a variable or a variable plus a constant)
    const [gi, ki, gi2, ki2, mi, ci, wi] = linearParts(i);
    const [gj, kj, gj2, kj2, mj, cj, wj] = linearParts(j);
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      const x = (gi ? s.g : s.l)[ki] + mi * (gi2 ? s.g : s.l)[ki2] + ci;
      return a.data![at2w(a, x, (gj ? s.g : s.l)[kj] + mj * (gj2 ? s.g : s.l)[kj2] + cj, wi, wj)];
    };
  }
  const { f: fi } = i;
  const { f: fj } = j;
  return (s: State) => {
    const a: QArray = (ga ? s.g : s.l)[ka];
    return a.data![at2(a, fi(s), fj(s))];
  };
}

/** A SLOT, OFFSET or SUM subscript as a + m * b + c: a's place, b's place, m, c, and the range w. */
function linearParts(r: Read): [boolean, number, boolean, number, number, number, number] {
  if (r.shape === SUM) return [r.global, r.k, r.g2, r.k2, r.c, 0, r.w];
  return [r.global, r.k, r.global, r.k, 0, r.shape === OFFSET ? r.c : 0, r.shape === OFFSET ? r.w : Infinity];
}

/**
 * The instruction storing the value `value` reads into element (i, j) of a two-dimensional array (value
 * first, as QBasic): a constant or a variable read inline, subscripts read by subValue.
 */
export function store2(arr: ArraySlot, i: Read, j: Read, value: Read): Instr {
  const { global: ga, k: ka } = arr;
  const { shape, global: gv, k: kv, c: cv, f: fv } = value;
  if (shape === CONST) {
    return (s: State) => {
      const a: QArray = (ga ? s.g : s.l)[ka];
      a.data![at2(a, subValue(s, i), subValue(s, j))] = cv;
    };
  }
  if (shape === SLOT) {
    return (s: State) => {
      const v = (gv ? s.g : s.l)[kv];
      const a: QArray = (ga ? s.g : s.l)[ka];
      a.data![at2(a, subValue(s, i), subValue(s, j))] = v;
    };
  }
  return (s: State) => {
    const v = fv(s);
    const a: QArray = (ga ? s.g : s.l)[ka];
    a.data![at2(a, subValue(s, i), subValue(s, j))] = v;
  };
}
