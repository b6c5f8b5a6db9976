// Sums and differences of three or more terms, and AND / OR / XOR of three or more integers, when the tree
// of operator closures would make calls of them. As a tree each operator calls the one below it, a closure
// of the same literal, which the engine does not inline into itself; and past three or four element reads
// its inlining budget for the loop around them is spent, so every further read is a call. Here the terms
// run left to right through literals of up to four terms after a first value, each term's own closure
// called from a site of its own (a Life neighbour count of eight elements: the first term, then three,
// then four; a bounds test `x + dx >= 1 AND x + dx <= 30 AND y + dy >= 1 AND y + dy <= 16`: the first,
// then three), each partial result checked as its operator checks it (Overflow), as the tree does. Every
// term is evaluated, as QBasic evaluates every operand of AND and OR.
import type { BinaryOp } from '../../parser/ast.js';
import type { Eval } from '../machine/state.js';
import { isNum, type NumType } from '../model/types.js';
import { toNumType, type CExpr } from './convert.js';
import { sameValue } from './fused.js';
import { dbl } from './float-shaped.js';
import { i16, i32 } from './int-shaped.js';

/** Terms from which a sum without an element runs as a chain (a shorter one is faster as the tree). */
const LONG = 5;

/** One term, and its operator: for a sum 0 + and 1 -, for a logical chain 0 AND, 1 OR, 2 XOR (unused for the first). */
interface Term {
  e: CExpr;
  op: number;
}

/** The terms of a sum of `type` (INTEGER, LONG or DOUBLE), or of a logical chain (INTEGER, LONG), in order. */
export interface Chain {
  logical: boolean;
  type: 'INTEGER' | 'LONG' | 'DOUBLE';
  terms: Term[];
}

const SUM_OPS: Partial<Record<BinaryOp, number>> = { '+': 0, '-': 1 };
const LOGIC_OPS: Partial<Record<BinaryOp, number>> = { AND: 0, OR: 1, XOR: 2 };

/**
 * `l op r` as a chain when op is + or - on numbers, or AND / OR / XOR (whose operands ops.ts `binary` has
 * made INTEGER / LONG): `l`'s chain of the same kind and type and r, or [l, r].
 */
export function chainOf(op: BinaryOp, type: NumType, l: CExpr, r: CExpr): Chain | undefined {
  const logical = LOGIC_OPS[op] !== undefined;
  const code = logical ? LOGIC_OPS[op] : SUM_OPS[op];
  // a SINGLE sum is not a chain: its partial sums stay unrounded (ops.ts: a nested SINGLE operator)
  if (code === undefined || type === 'SINGLE' || !isNum(l.t) || !isNum(r.t)) return undefined;
  const same = l.chain && l.chain.type === type && l.chain.logical === logical;
  const left = same ? l.chain!.terms : [{ e: l, op: 0 }];
  return { logical, type, terms: [...left, { e: r, op: code }] };
}

/**
 * Whether a chain runs as one: a logical chain of three terms or more; a sum of three terms or more with
 * an element among them (one read as it is, not through a conversion), or of five or more.
 */
export function runsAsChain(c: Chain): boolean {
  const n = c.terms.length;
  if (c.logical) return n >= 3;
  const element = (t: Term) => t.e.numericElement === true && sameValue(t.e.t as NumType, c.type);
  return n >= LONG || (n >= 3 && c.terms.some(element));
}

type Step = (p: Eval<number>, f: Eval<number>[], ops: number[]) => Eval<number>;

/**
 * By type, then by count: `p` (the first term, or the sum so far) and one to four more terms. A deliberate
 * table, as int-shaped.ts's: the engine keeps call feedback per literal, so each count's sites see the
 * terms at that place.
 */
const STEPS: Record<'INTEGER' | 'LONG' | 'DOUBLE', Step[]> = {
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

/** v AND x (o 0), v OR x (1), v XOR x (2): operands are sign-extended 16 / 32-bit values, as for the operators. */
const logic = (o: number, v: number, x: number) => (o === 0 ? v & x : o === 1 ? v | x : v ^ x);

/** A logical chain's steps, by count: INTEGER and LONG alike (no result leaves its operands' range). */
const LOGIC_STEPS: Step[] = [
  (p, [a], [oa]) => (s) => { const v = p(s); return logic(oa, v, a(s)); },
  (p, [a, b], [oa, ob]) => (s) => { let v = p(s); v = logic(oa, v, a(s)); return logic(ob, v, b(s)); },
  (p, [a, b, c], [oa, ob, oc]) => (s) => { let v = p(s); v = logic(oa, v, a(s)); v = logic(ob, v, b(s)); return logic(oc, v, c(s)); },
  (p, [a, b, c, d], [oa, ob, oc, od]) => (s) => {
    let v = p(s); v = logic(oa, v, a(s)); v = logic(ob, v, b(s)); v = logic(oc, v, c(s)); return logic(od, v, d(s));
  },
];

/**
 * The closure computing a chain (runsAsChain): the first term, then up to three more in one step, then
 * up to four in each further step, each step calling the one before it.
 */
export function chainValue(c: Chain): Eval<number> {
  const { terms, type } = c;
  const steps = c.logical ? LOGIC_STEPS : STEPS[type];
  const valueOf = (t: Term) => toNumType(t.e, type);
  let value = valueOf(terms[0]);
  for (let i = 1; i < terms.length;) {
    const k = Math.min(i === 1 ? 3 : 4, terms.length - i);
    const step = terms.slice(i, i + k);
    value = steps[k - 1](value, step.map(valueOf), step.map((t) => t.op));
    i += k;
  }
  return value;
}
