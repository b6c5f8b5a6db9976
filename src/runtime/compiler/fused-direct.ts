// Fused numeric assignments and IF tests whose closures capture their operators as functions:
// `x = x XOR (i + r)` becomes two calls the engine inlines, with the same results, overflow checks and
// order of evaluation as intApply / floatApply / holds. Such a closure is as fast as hand-written code
// while every closure made from its literal captures the same operators (the engine then sees one callee
// at each call and inlines and folds it), and slower than the operator switch once they differ (the call
// goes megamorphic). So each literal here is claimed by the first operators it is made with, for the life
// of the process (the engine's call feedback is per literal and per process); statements with other
// operators get the switch closures of fused-stmt.ts.
import type { Instr, State } from '../machine/state.js';
import { checkDouble, checkInteger, checkLong, toSingle } from '../values/numbers.js';
import { divisor, intDivision, type Fused, type Operand, type Sub } from './fused.js';
import { positioned, type Seq } from '../machine/seq.js';
import { floatStore } from './float-shaped.js';
import { intStore } from './int-shaped.js';

type BinOp = (a: number, b: number) => number;

const and: BinOp = (a, b) => a & b;
const or: BinOp = (a, b) => a | b;
const xor: BinOp = (a, b) => a ^ b;

/** By operator code (fused.ts): + - * \ MOD AND OR XOR for INTEGER, then for LONG (WIDE). */
export const INT_OPS: BinOp[] = [
  (a, b) => checkInteger(a + b), (a, b) => checkInteger(a - b), (a, b) => checkInteger(a * b + 0),
  (a, b) => checkInteger(intDivision(3, a, b)), (a, b) => checkInteger(intDivision(4, a, b)), and, or, xor,
  (a, b) => checkLong(a + b), (a, b) => checkLong(a - b), (a, b) => checkLong(a * b + 0),
  (a, b) => checkLong(intDivision(3, a, b)), (a, b) => checkLong(intDivision(4, a, b)), and, or, xor,
];

/** By operator code (fused.ts): + - * / for DOUBLE, then for SINGLE (WIDE); as floatApply. */
export const FLOAT_OPS: (BinOp | undefined)[] = [
  (a, b) => checkDouble(a + b), (a, b) => checkDouble(a - b), (a, b) => checkDouble(a * b), (a, b) => checkDouble(a / divisor(a, b)),
  , , , ,
  (a, b) => toSingle(a + b), (a, b) => toSingle(a - b), (a, b) => toSingle(a * b), (a, b) => toSingle(a / divisor(a, b)),
];

/** By relational mask (fused.ts MASKS); unordered (NaN) operands make only <> true, as JS comparisons do. */
export const RELATIONS: Record<number, (a: number, b: number) => boolean> = {
  1: (a, b) => a < b, 2: (a, b) => a === b, 4: (a, b) => a > b,
  3: (a, b) => a <= b, 6: (a, b) => a >= b, 13: (a, b) => a !== b,
};

/** literal -> the operator signature that claimed it */
const claims = new Map<string, string>();

/** Whether literal `key` is (now) claimed by operators `signature`. */
function claim(key: string, signature: string): boolean {
  const owner = claims.get(key);
  if (owner === undefined) claims.set(key, signature);
  return owner === undefined || owner === signature;
}

/** The operator function of a fused operator code in its family, or undefined. */
function opOf(integral: boolean, code: number): BinOp | undefined {
  return integral ? INT_OPS[code] : FLOAT_OPS[code];
}

/** `variable = a op b` into a plain variable (dest global or local), or undefined. */
export function directAssign(global: boolean, k: number, d: Fused): Instr | undefined {
  // `v op v`, `v op c`: a literal per operator and type (int-shaped.ts, float-shaped.ts), no claim
  const stored = intStore(global, k, d) ?? floatStore(global, k, d);
  if (stored) return stored;
  const f = opOf(d.integral, d.op);
  if (f === undefined) return undefined;
  const { integral, a, b } = d;
  const signature = `${integral ? 'i' : 'f'}${d.op}`; // INT_OPS and FLOAT_OPS share codes
  if (a.shape === 0) return slotFirst(global, k, f, signature, a, b, integral);
  const o = a.o;
  const g = o && o.op >= 0 ? opOf(integral, o.op) : undefined;
  if (!g || a.shape !== 2) return undefined;
  return nestedFirst(global, k, f, g, `${signature} ${o!.op}`, o!, b, integral);
}

function slotFirst(gd: boolean, k: number, f: BinOp, signature: string, a: Operand, b: Operand,
  integral: boolean): Instr | undefined {
  const { global: ga, k: ka } = a;
  if (b.shape === 0) {
    if (!claim('assign SS', signature)) return undefined;
    const { global: gb, k: kb } = b;
    return (s: State) => { (gd ? s.g : s.l)[k] = f((ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]); };
  }
  if (b.shape === 1) {
    if (!claim('assign SC', signature)) return undefined;
    const cb = b.c;
    return (s: State) => { (gd ? s.g : s.l)[k] = f((ga ? s.g : s.l)[ka], cb); };
  }
  const o = b.o;
  const g = o && o.op >= 0 ? opOf(integral, o.op) : undefined;
  // `v op (v op constant)` and `v op (v op v)` are literals of their own: fewer statements compete for each
  if (!g || !claim(o!.bc ? 'assign S(SC)' : 'assign S(SS)', `${signature} ${o!.op}`)) return undefined;
  const { ga: g1, ka: k1, gb: g2, kb: k2, cb: c2 } = o!;
  if (o!.bc) {
    return (s: State) => {
      const x = (ga ? s.g : s.l)[ka];
      (gd ? s.g : s.l)[k] = f(x, g((g1 ? s.g : s.l)[k1], c2));
    };
  }
  return (s: State) => {
    const x = (ga ? s.g : s.l)[ka];
    (gd ? s.g : s.l)[k] = f(x, g((g1 ? s.g : s.l)[k1], (g2 ? s.g : s.l)[k2]));
  };
}

function nestedFirst(gd: boolean, k: number, f: BinOp, g: BinOp, signature: string, o: Sub, b: Operand,
  integral: boolean): Instr | undefined {
  const { ga: g1, ka: k1, bc, gb: g2, kb: k2, cb: c2 } = o;
  if (b.shape === 0 || b.shape === 1) {
    if (!claim('assign (N)V', signature)) return undefined;
    const { shape, global: gb, k: kb, c: cb } = b;
    return (s: State) => {
      const x = g((g1 ? s.g : s.l)[k1], bc ? c2 : (g2 ? s.g : s.l)[k2]);
      (gd ? s.g : s.l)[k] = f(x, shape === 1 ? cb : (gb ? s.g : s.l)[kb]);
    };
  }
  const p = b.o;
  const h = p && p.op >= 0 ? opOf(integral, p.op) : undefined;
  if (!h || !claim('assign (N)(N)', `${signature} ${p!.op}`)) return undefined;
  const { ga: g3, ka: k3, bc: bc2, gb: g4, kb: k4, cb: c4 } = p!;
  return (s: State) => {
    const x = g((g1 ? s.g : s.l)[k1], bc ? c2 : (g2 ? s.g : s.l)[k2]);
    (gd ? s.g : s.l)[k] = f(x, h((g3 ? s.g : s.l)[k3], bc2 ? c4 : (g4 ? s.g : s.l)[k4]));
  };
}

/**
 * IF `variable rel variable-or-constant`, or undefined. The THEN body is called from the literal's own site
 * and the ELSE body from another (not runSeq's, which every body shares), positioned as runSeq would.
 */
export function directBranch(d: Fused, then: Seq, other: Seq): Instr | undefined {
  const rel = RELATIONS[d.op - 16];
  if (rel === undefined || d.a.shape !== 0) return undefined;
  const { global: ga, k: ka } = d.a;
  const b = d.b;
  const { run: thenRun, pc: thenPc, n: thenN } = then;
  const { run: otherRun, pc: otherPc, n: otherN } = other;
  if (b.shape === 0) {
    if (!claim('if SS', `${d.op}`)) return undefined;
    const { global: gb, k: kb } = b;
    return (s: State) => {
      if (!rel((ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])) {
        if (otherN !== 0) {
          try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
        }
      } else if (thenN !== 0) {
        try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
      }
    };
  }
  if (b.shape !== 1 || !claim('if SC', `${d.op}`)) return undefined;
  const cb = b.c;
  return (s: State) => {
    if (!rel((ga ? s.g : s.l)[ka], cb)) {
      if (otherN !== 0) {
        try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
      }
    } else if (thenN !== 0) {
      try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
    }
  };
}
