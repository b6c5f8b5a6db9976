// SINGLE / DOUBLE + - * / as value closures with the operator written into each literal: one literal per
// operator, type and operand shape, so the engine's call feedback for a literal never mixes operators and
// its checks (dbl / sgl, divisor) are small enough to be inlined wherever the closure is. Operands read as
// in fused.ts: S a slot, C a constant, F a call (an inner operator is its own closure of this file), and
// R a by-reference parameter.
// Same results, checks and order of evaluation as floatApply.
import type { Eval, Instr, State } from '../machine/state.js';
import { overflow } from '../values/numbers.js';
import { byRef } from './elements.js';
import { byRefSlot, divisor, shapeOf, type Fused } from './fused.js';

export function dbl(v: number): number {
  if (v - v !== 0) overflow();
  return v + 0;
}

export function sgl(v: number): number {
  const r = Math.fround(v);
  if (r - r !== 0) overflow();
  return r + 0;
}

type Make = (ga: boolean, ka: number, fa: Eval<number>, gb: boolean, kb: number, cb: number, fb: Eval<number>) => Eval<number>;

/** By operator code (fused.ts: + - * / DOUBLE 0-3, SINGLE 8-11), then by shape (fused.ts shapeOf). */
const MAKERS: Record<number, Record<string, Make>> = {
  0: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] + cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] + fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] + byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) + (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) + cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) + fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) + byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) + (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) + cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) + fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) + byRef(s.l, kb)),
  },
  1: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] - cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] - fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] - byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) - (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) - cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) - fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) - byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) - (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) - cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) - fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) - byRef(s.l, kb)),
  },
  2: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] * cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] * fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl((ga ? s.g : s.l)[ka] * byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) * (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) * cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) * fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(fa(s) * byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) * (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) * cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) * fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => dbl(byRef(s.l, ka) * byRef(s.l, kb)),
  },
  3: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return dbl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return dbl(a / divisor(a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return dbl(a / divisor(a, fb(s))); },
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return dbl(a / divisor(a, byRef(s.l, kb))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return dbl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return dbl(a / divisor(a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return dbl(a / divisor(a, fb(s))); },
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return dbl(a / divisor(a, byRef(s.l, kb))); },
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return dbl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return dbl(a / divisor(a, cb)); },
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return dbl(a / divisor(a, fb(s))); },
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return dbl(a / divisor(a, byRef(s.l, kb))); },
  },
  8: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] + cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] + fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] + byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) + (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) + cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) + fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) + byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) + (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) + cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) + fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) + byRef(s.l, kb)),
  },
  9: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] - cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] - fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] - byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) - (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) - cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) - fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) - byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) - (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) - cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) - fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) - byRef(s.l, kb)),
  },
  10: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] * cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] * fb(s)),
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl((ga ? s.g : s.l)[ka] * byRef(s.l, kb)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) * (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) * cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) * fb(s)),
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(fa(s) * byRef(s.l, kb)),
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) * (gb ? s.g : s.l)[kb]),
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) * cb),
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) * fb(s)),
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => sgl(byRef(s.l, ka) * byRef(s.l, kb)),
  },
  11: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return sgl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return sgl(a / divisor(a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return sgl(a / divisor(a, fb(s))); },
    SR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return sgl(a / divisor(a, byRef(s.l, kb))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return sgl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return sgl(a / divisor(a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return sgl(a / divisor(a, fb(s))); },
    FR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return sgl(a / divisor(a, byRef(s.l, kb))); },
    RS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return sgl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    RC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return sgl(a / divisor(a, cb)); },
    RF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return sgl(a / divisor(a, fb(s))); },
    RR: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = byRef(s.l, ka); return sgl(a / divisor(a, byRef(s.l, kb))); },
  },
};

/**
 * The value closure of a SINGLE / DOUBLE + - * / operator, or undefined (relations: int-shaped.ts
 * relationShaped). A by-reference parameter is an R operand, read inline through its slot (byRef): called
 * through the F literals' shared call sites, its reader returned every value as a new heap number. An
 * element or a record field is an F operand, its read closure called, as in int-shaped.ts.
 */
export function floatShaped(d: Fused): Eval<number> | undefined {
  const byOp = MAKERS[d.op];
  const { a, b } = d;
  if (byOp === undefined) return undefined;
  const ra = byRefSlot(a);
  const rb = byRefSlot(b);
  const shape = (ra >= 0 ? 'R' : shapeOf(d)[0]) + (rb >= 0 ? 'R' : shapeOf(d)[1]);
  return byOp[shape](a.global, ra >= 0 ? ra : a.k, a.f, b.global, rb >= 0 ? rb : b.k, b.c, b.f);
}

type MakeStore = (gd: boolean, k: number, ga: boolean, ka: number, gb: boolean, kb: number, cb: number) => Instr;

/**
 * `variable = variable op variable-or-constant` into a plain variable, by operator code and shape (SS, SC),
 * as int-shaped.ts's STORES: one store literal per operator, so a statement never depends on which operator
 * claimed a shared literal first (fused-direct.ts) or goes through floatApply's switch and put. The left
 * operand is read before the right, then the result is checked, then stored.
 */
const STORES: Record<number, Record<string, MakeStore>> = {
  0: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] + cb); },
  },
  1: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] - cb); },
  },
  2: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = dbl((ga ? s.g : s.l)[ka] * cb); },
  },
  3: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; (gd ? s.g : s.l)[k] = dbl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; (gd ? s.g : s.l)[k] = dbl(a / divisor(a, cb)); },
  },
  8: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] + cb); },
  },
  9: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] - cb); },
  },
  10: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = sgl((ga ? s.g : s.l)[ka] * cb); },
  },
  11: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; (gd ? s.g : s.l)[k] = sgl(a / divisor(a, (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; (gd ? s.g : s.l)[k] = sgl(a / divisor(a, cb)); },
  },
};

/** The store of a SINGLE / DOUBLE `slot op slot` / `slot op constant` into slot k of s.g / s.l, or undefined. */
export function floatStore(global: boolean, k: number, d: Fused): Instr | undefined {
  const byOp = STORES[d.op];
  const shape = shapeOf(d);
  if (d.integral || byOp === undefined || (shape !== 'SS' && shape !== 'SC')) return undefined;
  const { a, b } = d;
  return byOp[shape](global, k, a.global, a.k, b.global, b.k, b.c);
}
