// Fused INTEGER / LONG assignments and IF tests whose closures capture their operators as functions:
// `x = x XOR (i + r)` becomes two calls the engine inlines, with the same results, overflow checks and
// order of evaluation as intApply / holds. Such a closure is as fast as hand-written code while every
// closure made from its literal captures the same operators (the engine then sees one callee at each
// call and inlines and folds it), and slower than the operator switch once they differ (the call goes
// megamorphic). So each literal here is claimed by the first operators it is made with, for the life of
// the process (the engine's call feedback is per literal and per process); statements with other
// operators get the switch closures of fused-stmt.ts.
import type { Instr, State } from '../machine/state.js';
import { overflow } from '../values/numbers.js';
import { intDivision, type Fused } from './fused.js';
import type { Seq } from './native.js';
import { branch } from './fused-stmt.js';

type IntOp = (a: number, b: number) => number;

function int16(v: number): number {
  if (v > 32767 || v < -32768) overflow();
  return v;
}

function int32(v: number): number {
  if (v > 2147483647 || v < -2147483648) overflow();
  return v;
}

const and: IntOp = (a, b) => a & b;
const or: IntOp = (a, b) => a | b;
const xor: IntOp = (a, b) => a ^ b;

/** By operator code (fused.ts): + - * \ MOD AND OR XOR for INTEGER, then for LONG (WIDE). */
export const INT_OPS: IntOp[] = [
  (a, b) => int16(a + b), (a, b) => int16(a - b), (a, b) => int16(a * b + 0),
  (a, b) => int16(intDivision(3, a, b)), (a, b) => int16(intDivision(4, a, b)), and, or, xor,
  (a, b) => int32(a + b), (a, b) => int32(a - b), (a, b) => int32(a * b + 0),
  (a, b) => int32(intDivision(3, a, b)), (a, b) => int32(intDivision(4, a, b)), and, or, xor,
];

/** By relational mask (fused.ts MASKS): integers are never unordered, so <> is !==. */
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

/** `variable = a op b` into a plain variable (dest global or local), or undefined. */
export function directAssign(global: boolean, k: number, d: Fused): Instr | undefined {
  if (!d.integral || d.op >= 16 || d.a.shape !== 0) return undefined; // SLOT left operand
  const f = INT_OPS[d.op];
  const { global: ga, k: ka } = d.a;
  const b = d.b;
  const gd = global;
  if (b.shape === 0) {
    if (!claim('assign SS', `${d.op}`)) return undefined;
    const { global: gb, k: kb } = b;
    return (s: State) => { (gd ? s.g : s.l)[k] = f((ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]); };
  }
  if (b.shape === 1) {
    if (!claim('assign SC', `${d.op}`)) return undefined;
    const cb = b.c;
    return (s: State) => { (gd ? s.g : s.l)[k] = f((ga ? s.g : s.l)[ka], cb); };
  }
  const o = b.o;
  if (o === null || o.op < 0 || o.op >= 16) return undefined;
  const g = INT_OPS[o.op];
  const { ga: ga2, ka: ka2, gb: gb2, kb: kb2, cb: cb2 } = o;
  if (o.bc) {
    if (!claim('assign S(SC)', `${d.op} ${o.op}`)) return undefined;
    return (s: State) => {
      const x = (ga ? s.g : s.l)[ka];
      (gd ? s.g : s.l)[k] = f(x, g((ga2 ? s.g : s.l)[ka2], cb2));
    };
  }
  if (!claim('assign S(SS)', `${d.op} ${o.op}`)) return undefined;
  return (s: State) => {
    const x = (ga ? s.g : s.l)[ka];
    (gd ? s.g : s.l)[k] = f(x, g((ga2 ? s.g : s.l)[ka2], (gb2 ? s.g : s.l)[kb2]));
  };
}

/** IF `variable rel variable-or-constant` on integers, or undefined. */
export function directBranch(d: Fused, then: Seq, other: Seq): Instr | undefined {
  const rel = RELATIONS[d.op - 16];
  if (!d.integral || rel === undefined || d.a.shape !== 0) return undefined;
  const { global: ga, k: ka } = d.a;
  const b = d.b;
  if (b.shape === 0) {
    if (!claim('if SS', `${d.op}`)) return undefined;
    const { global: gb, k: kb } = b;
    return (s: State) => branch(s, rel((ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]), then, other);
  }
  if (b.shape !== 1 || !claim('if SC', `${d.op}`)) return undefined;
  const cb = b.c;
  return (s: State) => branch(s, rel((ga ? s.g : s.l)[ka], cb), then, other);
}
