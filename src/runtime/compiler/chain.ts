// Sums and differences of three or more terms, when the tree of operator closures would make calls of
// them. As a tree each addition calls the one below it, a closure of the same literal, which the engine
// does not inline into itself; and past three or four element reads its inlining budget for the loop
// around them is spent, so every further read is a call. Here the terms run left to right through
// literals of up to four terms after a first value, each term's own closure called from a site of its
// own (a Life neighbour count of eight elements: the first term, then three, then four), each partial
// result checked as its operator checks it (Overflow), as the tree does.
import type { BinaryOp } from '../../parser/ast.js';
import type { Eval } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { toNumType, type CExpr } from './convert.js';
import { sameValue } from './fused.js';
import { dbl, sgl } from './float-shaped.js';
import { i16, i32 } from './int-shaped.js';

/** Terms from which a sum without an element runs as a chain (a shorter one is faster as the tree). */
const LONG = 5;

/** One term, and whether it is subtracted. */
interface Term {
  e: CExpr;
  neg: boolean;
}

/** The terms of a sum of `type` (INTEGER, LONG, SINGLE or DOUBLE), in order. */
export interface Chain {
  type: NumType;
  terms: Term[];
}

/** `l op r` as a chain when op is + or - on numbers: `l`'s chain of the same type and r, or [l, r]. */
export function chainOf(op: BinaryOp, type: NumType, l: CExpr, r: CExpr): Chain | undefined {
  if ((op !== '+' && op !== '-') || !isNum(l.t) || !isNum(r.t)) return undefined;
  const left = l.chain && l.chain.type === type ? l.chain.terms : [{ e: l, neg: false }];
  return { type, terms: [...left, { e: r, neg: op === '-' }] };
}

/**
 * Whether a sum runs as a chain: three terms or more with an element among them (one read as it is, not
 * through a conversion), or five or more.
 */
export function runsAsChain(c: Chain): boolean {
  const n = c.terms.length;
  const element = (t: Term) => t.e.numericElement === true && sameValue(t.e.t as NumType, c.type);
  return n >= LONG || (n >= 3 && c.terms.some(element));
}

type Step = (p: Eval<number>, f: Eval<number>[], neg: boolean[]) => Eval<number>;

/**
 * By type, then by count: `p` (the first term, or the sum so far) and one to four more terms. A deliberate
 * table, as int-shaped.ts's: the engine keeps call feedback per literal, so each count's sites see the
 * terms at that place.
 */
const STEPS: Record<NumType, Step[]> = {
  INTEGER: [
    (p, [a], [na]) => (s) => { const v = p(s); const x = a(s); return i16(na ? v - x : v + x); },
    (p, [a, b], [na, nb]) => (s) => { let v = p(s); let x = a(s); v = i16(na ? v - x : v + x); x = b(s); return i16(nb ? v - x : v + x); },
    (p, [a, b, c], [na, nb, nc]) => (s) => {
      let v = p(s); let x = a(s); v = i16(na ? v - x : v + x); x = b(s); v = i16(nb ? v - x : v + x); x = c(s); return i16(nc ? v - x : v + x);
    },
    (p, [a, b, c, d], [na, nb, nc, nd]) => (s) => {
      let v = p(s); let x = a(s); v = i16(na ? v - x : v + x); x = b(s); v = i16(nb ? v - x : v + x); x = c(s);
      v = i16(nc ? v - x : v + x); x = d(s); return i16(nd ? v - x : v + x);
    },
  ],
  LONG: [
    (p, [a], [na]) => (s) => { const v = p(s); const x = a(s); return i32(na ? v - x : v + x); },
    (p, [a, b], [na, nb]) => (s) => { let v = p(s); let x = a(s); v = i32(na ? v - x : v + x); x = b(s); return i32(nb ? v - x : v + x); },
    (p, [a, b, c], [na, nb, nc]) => (s) => {
      let v = p(s); let x = a(s); v = i32(na ? v - x : v + x); x = b(s); v = i32(nb ? v - x : v + x); x = c(s); return i32(nc ? v - x : v + x);
    },
    (p, [a, b, c, d], [na, nb, nc, nd]) => (s) => {
      let v = p(s); let x = a(s); v = i32(na ? v - x : v + x); x = b(s); v = i32(nb ? v - x : v + x); x = c(s);
      v = i32(nc ? v - x : v + x); x = d(s); return i32(nd ? v - x : v + x);
    },
  ],
  SINGLE: [
    (p, [a], [na]) => (s) => { const v = p(s); const x = a(s); return sgl(na ? v - x : v + x); },
    (p, [a, b], [na, nb]) => (s) => { let v = p(s); let x = a(s); v = sgl(na ? v - x : v + x); x = b(s); return sgl(nb ? v - x : v + x); },
    (p, [a, b, c], [na, nb, nc]) => (s) => {
      let v = p(s); let x = a(s); v = sgl(na ? v - x : v + x); x = b(s); v = sgl(nb ? v - x : v + x); x = c(s); return sgl(nc ? v - x : v + x);
    },
    (p, [a, b, c, d], [na, nb, nc, nd]) => (s) => {
      let v = p(s); let x = a(s); v = sgl(na ? v - x : v + x); x = b(s); v = sgl(nb ? v - x : v + x); x = c(s);
      v = sgl(nc ? v - x : v + x); x = d(s); return sgl(nd ? v - x : v + x);
    },
  ],
  DOUBLE: [
    (p, [a], [na]) => (s) => { const v = p(s); const x = a(s); return dbl(na ? v - x : v + x); },
    (p, [a, b], [na, nb]) => (s) => { let v = p(s); let x = a(s); v = dbl(na ? v - x : v + x); x = b(s); return dbl(nb ? v - x : v + x); },
    (p, [a, b, c], [na, nb, nc]) => (s) => {
      let v = p(s); let x = a(s); v = dbl(na ? v - x : v + x); x = b(s); v = dbl(nb ? v - x : v + x); x = c(s); return dbl(nc ? v - x : v + x);
    },
    (p, [a, b, c, d], [na, nb, nc, nd]) => (s) => {
      let v = p(s); let x = a(s); v = dbl(na ? v - x : v + x); x = b(s); v = dbl(nb ? v - x : v + x); x = c(s);
      v = dbl(nc ? v - x : v + x); x = d(s); return dbl(nd ? v - x : v + x);
    },
  ],
};

/**
 * The closure computing a chain (runsAsChain): the first term, then up to three more in one step, then
 * up to four in each further step, each step calling the one before it.
 */
export function chainValue(c: Chain): Eval<number> {
  const { terms, type } = c;
  const valueOf = (t: Term) => toNumType(t.e, type);
  let value = valueOf(terms[0]);
  for (let i = 1; i < terms.length;) {
    const k = Math.min(i === 1 ? 3 : 4, terms.length - i);
    const step = terms.slice(i, i + k);
    value = STEPS[type][k - 1](value, step.map(valueOf), step.map((t) => t.neg));
    i += k;
  }
  return value;
}
