// INTEGER / LONG operators and relations as value closures with the operator written into each literal:
// one literal per operator and operand shape (a deliberate table, as float-shaped.ts for SINGLE / DOUBLE),
// so the engine's call feedback for a literal never mixes operators and its range check inlines wherever
// the closure is. Operands as in fused.ts: S a slot, C a constant, F a call (an inner operator is its own
// closure of this file). Same results, checks (Overflow, Division by zero) and order as intApply / holds.
import type { Eval, Instr, State } from '../machine/state.js';
import { overflow } from '../values/numbers.js';
import { CONST } from './elements.js';
import { intDivision, shapeOf, type Fused } from './fused.js';

export function i16(v: number): number {
  if (v > 32767 || v < -32768) overflow();
  return v;
}

export function i32(v: number): number {
  if (v > 2147483647 || v < -2147483648) overflow();
  return v;
}

type Make = (ga: boolean, ka: number, fa: Eval<number>, gb: boolean, kb: number, cb: number, fb: Eval<number>) => Eval<number>;

/**
 * By operator code (fused.ts: + - * \ MOD AND OR XOR 0-7 for INTEGER, 8-12 for LONG, whose AND OR XOR are
 * INTEGER's; relations 16 + their mask), then by shape (fused.ts shapeOf).
 */
const MAKERS: Record<number, Record<string, Make>> = {
  0: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] + cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] + fb(s)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) + (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) + cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) + fb(s)),
  },
  1: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] - cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] - fb(s)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) - (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) - cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) - fb(s)),
  },
  2: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb] + 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] * cb + 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16((ga ? s.g : s.l)[ka] * fb(s) + 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) * (gb ? s.g : s.l)[kb] + 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) * cb + 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i16(fa(s) * fb(s) + 0),
  },
  3: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(3, a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(3, a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(3, a, fb(s))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(3, a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(3, a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(3, a, fb(s))); },
  },
  4: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(4, a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(4, a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i16(intDivision(4, a, fb(s))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(4, a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(4, a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i16(intDivision(4, a, fb(s))); },
  },
  5: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] & (gb ? s.g : s.l)[kb],
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] & cb,
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] & fb(s),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) & (gb ? s.g : s.l)[kb],
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) & cb,
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) & fb(s),
  },
  6: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] | (gb ? s.g : s.l)[kb],
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] | cb,
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] | fb(s),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) | (gb ? s.g : s.l)[kb],
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) | cb,
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) | fb(s),
  },
  7: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] ^ (gb ? s.g : s.l)[kb],
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] ^ cb,
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (ga ? s.g : s.l)[ka] ^ fb(s),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) ^ (gb ? s.g : s.l)[kb],
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) ^ cb,
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => fa(s) ^ fb(s),
  },
  8: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] + cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] + fb(s)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) + (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) + cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) + fb(s)),
  },
  9: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] - cb),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] - fb(s)),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) - (gb ? s.g : s.l)[kb]),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) - cb),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) - fb(s)),
  },
  10: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb] + 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] * cb + 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32((ga ? s.g : s.l)[ka] * fb(s) + 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) * (gb ? s.g : s.l)[kb] + 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) * cb + 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => i32(fa(s) * fb(s) + 0),
  },
  11: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(3, a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(3, a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(3, a, fb(s))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(3, a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(3, a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(3, a, fb(s))); },
  },
  12: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(4, a, (gb ? s.g : s.l)[kb])); },
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(4, a, cb)); },
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = (ga ? s.g : s.l)[ka]; return i32(intDivision(4, a, fb(s))); },
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(4, a, (gb ? s.g : s.l)[kb])); },
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(4, a, cb)); },
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => { const a = fa(s); return i32(intDivision(4, a, fb(s))); },
  },
  17: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] < (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] < cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] < fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) < (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) < cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) < fb(s) ? -1 : 0),
  },
  18: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] === (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] === cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] === fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) === (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) === cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) === fb(s) ? -1 : 0),
  },
  20: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] > (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] > cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] > fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) > (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) > cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) > fb(s) ? -1 : 0),
  },
  19: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] <= (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] <= cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] <= fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) <= (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) <= cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) <= fb(s) ? -1 : 0),
  },
  22: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] >= (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] >= cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] >= fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) >= (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) >= cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) >= fb(s) ? -1 : 0),
  },
  29: {
    SS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] !== (gb ? s.g : s.l)[kb] ? -1 : 0),
    SC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] !== cb ? -1 : 0),
    SF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => ((ga ? s.g : s.l)[ka] !== fb(s) ? -1 : 0),
    FS: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) !== (gb ? s.g : s.l)[kb] ? -1 : 0),
    FC: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) !== cb ? -1 : 0),
    FF: (ga, ka, fa, gb, kb, cb, fb) => (s: State) => (fa(s) !== fb(s) ? -1 : 0),
  },
};
MAKERS[13] = MAKERS[5];
MAKERS[14] = MAKERS[6];
MAKERS[15] = MAKERS[7];

type MakeByConstant = (ga: boolean, ka: number, fa: Eval<number>, cb: number) => Eval<number>;

/**
 * \ and MOD (INTEGER and LONG alike) by a constant other than 0 and -1: the result is never out of the
 * dividend's range (|a \ c| <= |a|, |a MOD c| < |c|) and never a Division by zero, so there is no check;
 * the divisor is a constant of the literal, which the engine can fold where it inlines the closure (a
 * multiply instead of a division). `| 0` truncates the quotient and makes a -0 remainder 0.
 */
const BY_CONSTANT: Record<number, Record<string, MakeByConstant>> = {
  3: {
    SC: (ga, ka, fa, cb) => (s: State) => ((ga ? s.g : s.l)[ka] / cb) | 0,
    FC: (ga, ka, fa, cb) => (s: State) => (fa(s) / cb) | 0,
  },
  4: {
    SC: (ga, ka, fa, cb) => (s: State) => (((ga ? s.g : s.l)[ka] | 0) % cb) | 0,
    FC: (ga, ka, fa, cb) => (s: State) => ((fa(s) | 0) % cb) | 0,
  },
};
BY_CONSTANT[11] = BY_CONSTANT[3];
BY_CONSTANT[12] = BY_CONSTANT[4];

/** Whether \ and MOD by the constant `c` can take BY_CONSTANT's unchecked forms. */
const uncheckedDivisor = (c: number): boolean => c !== 0 && c !== -1;

/**
 * The value closure of an INTEGER / LONG operator or relation, or undefined. An operand that is an element,
 * a record field or a by-reference parameter is an F operand: its own read closure (read1's, the field's,
 * the parameter's: one small literal each, which the engine inlines) is called.
 */
export function intShaped(d: Fused): Eval<number> | undefined {
  const byOp = MAKERS[d.op];
  const { a, b } = d;
  if (byOp === undefined) return undefined;
  // a by-reference parameter (Sub op -1) is read by calling its reader, as any F operand: fused.ts's generic
  // closure, which tests the operator on every run, took 142M instructions against 107M for a SUB's loop
  // over `X XOR (I + r)`, and 763M against 612M for fib&(n - 1) with n passed by reference
  const shape = shapeOf(d);
  const byConstant = BY_CONSTANT[d.op];
  if (byConstant !== undefined && b.shape === CONST && uncheckedDivisor(b.c)) return byConstant[shape](a.global, a.k, a.f, b.c);
  return byOp[shape](a.global, a.k, a.f, b.global, b.k, b.c, b.f);
}

type MakeStore = (gd: boolean, k: number, ga: boolean, ka: number, gb: boolean, kb: number, cb: number) => Instr;

/**
 * `variable = variable op variable-or-constant` into a plain variable, by operator code and shape (SS, SC):
 * as MAKERS, one store literal per operator (AND OR XOR of LONG are INTEGER's), so every assignment of
 * that operator shares a literal that computes only it. The left operand is read before the right, then
 * the result is checked, then stored (an Overflow leaves the variable as it was).
 */
const STORES: Record<number, Record<string, MakeStore>> = {
  0: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] + cb); },
  },
  1: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] - cb); },
  },
  2: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb] + 0); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16((ga ? s.g : s.l)[ka] * cb + 0); },
  },
  3: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16(intDivision(3, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16(intDivision(3, (ga ? s.g : s.l)[ka], cb)); },
  },
  4: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16(intDivision(4, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i16(intDivision(4, (ga ? s.g : s.l)[ka], cb)); },
  },
  5: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] & (gb ? s.g : s.l)[kb]; },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] & cb; },
  },
  6: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] | (gb ? s.g : s.l)[kb]; },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] | cb; },
  },
  7: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] ^ (gb ? s.g : s.l)[kb]; },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (ga ? s.g : s.l)[ka] ^ cb; },
  },
  8: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] + (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] + cb); },
  },
  9: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] - (gb ? s.g : s.l)[kb]); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] - cb); },
  },
  10: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] * (gb ? s.g : s.l)[kb] + 0); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32((ga ? s.g : s.l)[ka] * cb + 0); },
  },
  11: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32(intDivision(3, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32(intDivision(3, (ga ? s.g : s.l)[ka], cb)); },
  },
  12: {
    SS: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32(intDivision(4, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb])); },
    SC: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = i32(intDivision(4, (ga ? s.g : s.l)[ka], cb)); },
  },
};
STORES[13] = STORES[5];
STORES[14] = STORES[6];
STORES[15] = STORES[7];

/** \ and MOD of a slot by a constant other than 0 and -1 stored into a slot: as BY_CONSTANT, no checks. */
const STORES_BY_CONSTANT: Record<number, MakeStore> = {
  3: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = ((ga ? s.g : s.l)[ka] / cb) | 0; },
  4: (gd, k, ga, ka, gb, kb, cb) => (s: State) => { (gd ? s.g : s.l)[k] = (((ga ? s.g : s.l)[ka] | 0) % cb) | 0; },
};
STORES_BY_CONSTANT[11] = STORES_BY_CONSTANT[3];
STORES_BY_CONSTANT[12] = STORES_BY_CONSTANT[4];

/** The store of an INTEGER / LONG `slot op slot` / `slot op constant` into slot k of s.g / s.l, or undefined. */
export function intStore(global: boolean, k: number, d: Fused): Instr | undefined {
  const byOp = STORES[d.op];
  const shape = shapeOf(d);
  if (!d.integral || byOp === undefined || (shape !== 'SS' && shape !== 'SC')) return undefined;
  const { a, b } = d;
  const byConstant = STORES_BY_CONSTANT[d.op];
  const make = byConstant !== undefined && shape === 'SC' && uncheckedDivisor(b.c) ? byConstant : byOp[shape];
  return make(global, k, a.global, a.k, b.global, b.k, b.c);
}

/**
 * The value closure of a relation of either family (INTEGER / LONG or SINGLE / DOUBLE operands compare
 * alike: only <> holds for a NaN), or undefined when `d` is not a relation.
 */
export function relationShaped(d: Fused): Eval<number> | undefined {
  if (d.op < 16) return undefined;
  const { a, b } = d;
  return MAKERS[d.op][shapeOf(d)](a.global, a.k, a.f, b.global, b.k, b.c, b.f);
}
