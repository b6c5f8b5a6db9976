// INTEGER / LONG operators and relations as value closures with the operator written into each literal:
// one literal per operator and operand shape (a deliberate table, as float-shaped.ts for SINGLE / DOUBLE),
// so the engine's call feedback for a literal never mixes operators and its range check inlines wherever
// the closure is. Operands as in fused.ts: S a slot, C a constant, F a call (an inner operator is its own
// closure of this file). Same results, checks (Overflow, Division by zero) and order as intApply / holds.
import type { Eval, State } from '../machine/state.js';
import { overflow } from '../values/numbers.js';
import { intDivision, shapeOf, type Fused } from './fused.js';

function i16(v: number): number {
  if (v > 32767 || v < -32768) overflow();
  return v;
}

function i32(v: number): number {
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

/**
 * The value closure of an INTEGER / LONG operator or relation, or undefined (operands read through a Sub
 * other than an inner operator: by-reference parameters and elements stay inline in fused.ts).
 */
export function intShaped(d: Fused): Eval<number> | undefined {
  const byOp = MAKERS[d.op];
  const { a, b } = d;
  if (byOp === undefined || (a.o !== null && a.o.op < -1) || (b.o !== null && b.o.op < -1)) return undefined;
  // a by-reference parameter (Sub op -1) beside an operand that is called anyway is read by calling its
  // reader, as any F operand (the generic closure would call the other operand and a LONG operator out of
  // line); beside a variable or a constant it stays inline in fused.ts
  if ((a.o !== null && a.o.op === -1 && b.shape !== 2) || (b.o !== null && b.o.op === -1 && a.shape !== 2)) return undefined;
  return byOp[shapeOf(d)](a.global, a.k, a.f, b.global, b.k, b.c, b.f);
}
