// Statements around a fused operator (fused.ts), one closure per family and operand shape: `v = a op b`
// into a numeric variable (plain, or a by-reference parameter), and IF with a relational test.
import type { Eval, Instr, State } from '../machine/state.js';
import { CONST, SLOT, byRef, setByRef } from './elements.js';
import { byRefSlot, floatApply, floatSub, holds, intApply, intSub, operandValue, shapeOf, type Fused, type Operand } from './fused.js';
import { runSeq, type Seq } from './native.js';
import { floatShaped } from './float-shaped.js';
import { intShaped } from './int-shaped.js';

/** Where an assignment stores: slot k of s.g, of s.l, or the by-reference parameter in slot k of s.l. */
export const DEST_GLOBAL = 0;
export const DEST_LOCAL = 1;
export const DEST_BY_REF = 2;

/** Store v into a destination (DEST_*). */
export function put(s: State, dk: number, k: number, v: number): void {
  if (dk === 0) s.g[k] = v; // DEST_GLOBAL (literals: a bundle turns constant names into variable loads)
  else if (dk === 1) s.l[k] = v; // DEST_LOCAL
  else {
    // setByRef, written out: the engine's inlining budget is often spent by the time a store is reached
    const l = s.l;
    const r = l[k];
    if (typeof r === 'object') r.c[r.i] = v;
    else l[k] = v;
  }
}

/**
 * The store of an operator's value closure: without put (whose branches on the destination the engine
 * would count against its inlining budget in every loop body and procedure holding such a store).
 */
function storeValue(dk: number, k: number, v: Eval<number>): Instr {
  if (dk === DEST_BY_REF) return (s: State) => setByRef(s.l, k, v(s));
  const global = dk === DEST_GLOBAL;
  return (s: State) => { (global ? s.g : s.l)[k] = v(s); };
}

/** `destination = a op b`. */
export function assignFused(dk: number, k: number, d: Fused): Instr {
  return d.integral ? assignInt(dk, k, d) : assignFloat(dk, k, d);
}

function assignInt(dk: number, k: number, d: Fused): Instr {
  const { op, a: { global: ga, k: ka, f: fa, o: oa }, b: { global: gb, k: kb, c: cb, f: fb, o: ob } } = d;
  const shape = shapeOf(d);
  // an operand read by a call: the operator's own literal (int-shaped.ts) computes it, the store calls that
  const v = shape === 'SS' || shape === 'SC' ? undefined : intShaped(d);
  if (v !== undefined) return storeValue(dk, k, v);
  switch (shape) {
    case 'SS': return (s: State) => put(s, dk, k, intApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]));
    case 'SC': return (s: State) => put(s, dk, k, intApply(op, (ga ? s.g : s.l)[ka], cb));
    case 'SF': return (s: State) => put(s, dk, k, intApply(op, (ga ? s.g : s.l)[ka], intSub(s, fb, ob)));
    case 'FS': return (s: State) => put(s, dk, k, intApply(op, intSub(s, fa, oa), (gb ? s.g : s.l)[kb]));
    case 'FC': return (s: State) => put(s, dk, k, intApply(op, intSub(s, fa, oa), cb));
    default: return (s: State) => {
      const a = intSub(s, fa, oa);
      put(s, dk, k, intApply(op, a, intSub(s, fb, ob)));
    };
  }
}

function assignFloat(dk: number, k: number, d: Fused): Instr {
  const { op, a: { global: ga, k: ka, f: fa, o: oa }, b: { global: gb, k: kb, c: cb, f: fb, o: ob } } = d;
  const shape = shapeOf(d);
  const v = shape === 'SS' || shape === 'SC' ? undefined : floatShaped(d);
  if (v !== undefined) return storeValue(dk, k, v);
  switch (shape) {
    case 'SS': return (s: State) => put(s, dk, k, floatApply(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]));
    case 'SC': return (s: State) => put(s, dk, k, floatApply(op, (ga ? s.g : s.l)[ka], cb));
    case 'SF': return (s: State) => put(s, dk, k, floatApply(op, (ga ? s.g : s.l)[ka], floatSub(s, fb, ob)));
    case 'FS': return (s: State) => put(s, dk, k, floatApply(op, floatSub(s, fa, oa), (gb ? s.g : s.l)[kb]));
    case 'FC': return (s: State) => put(s, dk, k, floatApply(op, floatSub(s, fa, oa), cb));
    default: return (s: State) => {
      const a = floatSub(s, fa, oa);
      put(s, dk, k, floatApply(op, a, floatSub(s, fb, ob)));
    };
  }
}

/**
 * The relational operator a condition is, when it is one whose operands testTrue reads inline without a
 * call (variables, constants, by-reference parameters); other relations are tested by calling their value
 * closure (int-shaped.ts relationShaped), which reads elements and calls through literals of its own.
 */
export function relationalOf(d: Fused | undefined): Fused | null {
  return d && d.op >= 16 && safeTest(d) !== null ? d : null;
}

/** Whether a condition holds: its relational operator computed inline, or its closure called. */
export function testTrue(s: State, test: (s: State) => number, d: Fused | null): boolean {
  if (d === null) return test(s) !== 0;
  return holds(d.op, operandValue(s, d.a, d.integral), operandValue(s, d.b, d.integral));
}

/** IF with a relational test whose operands are read inline, or undefined for other tests. */
export function branchFused(d: Fused, then: Seq, other: Seq): Instr | undefined {
  if (d.op < 16) return undefined;
  const { op, a, b } = d;
  const { global: ga, k: ka } = a;
  const { global: gb, k: kb, c: cb } = b;
  switch (shapeOf(d)) {
    case 'SS': return (s: State) => branch(s, holds(op, (ga ? s.g : s.l)[ka], (gb ? s.g : s.l)[kb]), then, other);
    case 'SC': return (s: State) => branch(s, holds(op, (ga ? s.g : s.l)[ka], cb), then, other);
  }
  // a by-reference parameter against a constant or a variable: reading them cannot fail
  const ra = byRefSlot(a);
  if (ra >= 0 && b.shape === CONST) return (s: State) => branch(s, holds(op, byRef(s.l, ra), cb), then, other);
  if (ra >= 0 && b.shape === SLOT) return (s: State) => branch(s, holds(op, byRef(s.l, ra), (gb ? s.g : s.l)[kb]), then, other);
  const safe = safeTest(d);
  if (safe) return (s: State) => branch(s, safeHolds(s, safe), then, other);
  // other operands (elements, fields, calls): nativeBranches calls the relation's value closure
  // (int-shaped.ts) and the THEN body from a site of its own
  return undefined;
}

/**
 * A relational test whose operands are read without a call and cannot fail (variables, constants,
 * by-reference parameters), so it needs no try around it: each operand as its kind (0 slot of s.g, 1 slot
 * of s.l, 2 constant, 3 by-reference parameter in a slot of s.l) and its slot or value.
 */
export class SafeTest {
  constructor(readonly op: number, readonly ak: number, readonly a: number, readonly bk: number, readonly b: number) {}
}

function safeKind(x: Operand): number {
  if (x.shape === SLOT) return x.global ? 0 : 1;
  if (x.shape === CONST) return 2;
  return byRefSlot(x) >= 0 ? 3 : -1;
}

const safeWhere = (x: Operand, kind: number): number => (kind === 2 ? x.c : kind === 3 ? byRefSlot(x) : x.k);

/** The test as a SafeTest, or null when it is not relational or an operand needs a call. */
export function safeTest(d: Fused | undefined): SafeTest | null {
  if (!d || d.op < 16) return null;
  const ak = safeKind(d.a);
  const bk = safeKind(d.b);
  return ak < 0 || bk < 0 ? null : new SafeTest(d.op, ak, safeWhere(d.a, ak), bk, safeWhere(d.b, bk));
}

function safeRead(s: State, kind: number, v: number): number {
  if (kind === 0) return s.g[v];
  const l = s.l;
  if (kind === 1) return l[v];
  if (kind === 2) return v;
  // byRef written out (it was called out of line where the engine's inlining budget was spent)
  const r = l[v];
  return typeof r === 'object' ? r.c[r.i] : r;
}

/** Whether a SafeTest holds. */
export function safeHolds(s: State, t: SafeTest): boolean {
  return holds(t.op, safeRead(s, t.ak, t.a), safeRead(s, t.bk, t.b));
}

/** Run the branch a test chose (an empty one costs no call). */
export function branch(s: State, taken: boolean, then: Seq, other: Seq): void {
  const q = taken ? then : other;
  if (q.n !== 0) runSeq(s, q);
}
