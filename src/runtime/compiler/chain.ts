// Sums and differences of three or more terms, when the tree of operator closures would make calls of
// them: as a tree each addition calls the one below it, a closure of the same literal, which the engine
// does not inline into itself, and past four or so element reads its inlining budget for the loop around
// them is spent, so every further read and addition is a call. A sum of three or four terms with an
// element among them takes a SHORT literal, which calls each term's own closure from a site of its own;
// a longer one (`g(x - 1, y - 1) + g(x, y - 1) + ... + g(x + 1, y + 1)`) runs over its terms in a loop,
// where a variable, a constant or an element with subscripts read inline costs no call. Left to right,
// each partial result checked as its operator would (Overflow), as the tree does.
import type { BinaryOp } from '../../parser/ast.js';
import type { Eval, State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { isNum, type NumType } from '../model/types.js';
import { overflow } from '../values/numbers.js';
import { toNumType, type CExpr } from './convert.js';
import { OFFSET, ROUNDED, SLOT, at1, at2, rounded, type Read } from './elements.js';
import { sameValue } from './fused.js';
import { dbl, sgl } from './float-shaped.js';
import { i16, i32 } from './int-shaped.js';

/** Terms from which a chain runs as one closure: shorter sums are faster as the operators' own closures. */
const LONG = 5;

const VALUE = 0;
const CONSTANT = 1;
const CALLED = 2;
const ELEMENT1 = 3;
const ELEMENT2 = 4;

const NARROW = 0;
const WIDE = 1;
const ROUNDS_SINGLE = 2;
const ROUNDS_DOUBLE = 3;
const CALLS = 4;

/**
 * A subscript as `subscript` reads it: an INTEGER (NARROW) or LONG (WIDE) variable plus a constant, the sum
 * checked against the operator's range (a plain variable is WIDE plus 0, which never leaves it); a SINGLE
 * or DOUBLE one (ROUNDS_SINGLE, ROUNDS_DOUBLE) as elements.ts's ROUNDED; else called (CALLS).
 */
class Index {
  constructor(
    readonly mode: number,
    readonly global: boolean,
    readonly k: number,
    readonly c: number,
    readonly f: Eval<number>,
  ) {}
}

/** One term: how it is read (kind, and for elements the array's slot and the subscripts), whether it is subtracted. */
class Term {
  constructor(
    readonly kind: number,
    readonly neg: boolean,
    readonly global: boolean,
    readonly k: number,
    readonly c: number,
    readonly f: Eval<number>,
    readonly i: Index | null,
    readonly j: Index | null,
  ) {}
}

/** The terms of a sum of `type` (INTEGER, LONG, SINGLE or DOUBLE), in order. */
export interface Chain {
  type: NumType;
  terms: Term[];
}

/** An element of a numeric array of one or two dimensions: where the array is, and its subscripts. */
export interface Cell {
  global: boolean;
  k: number;
  subs: Read[];
}

/** `l op r` as a chain when op is + or - on numbers: `l`'s chain of the same type and r, or [l, r]. */
export function chainOf(op: BinaryOp, type: NumType, l: CExpr, r: CExpr): Chain | undefined {
  if ((op !== '+' && op !== '-') || !isNum(l.t) || !isNum(r.t)) return undefined;
  const left = l.chain && l.chain.type === type ? l.chain.terms : [termOf(l, type, false)];
  return { type, terms: [...left, termOf(r, type, op === '-')] };
}

/** Whether a chain runs as one closure: a long one, most of whose terms are read without a call. */
export function longChain(c: Chain): boolean {
  let called = 0;
  for (const t of c.terms) if (t.kind === CALLED) called++;
  return c.terms.length >= LONG && called * 2 < c.terms.length;
}

function termOf(e: CExpr, type: NumType, neg: boolean): Term {
  const same = sameValue(e.t as NumType, type);
  const f = same ? (e.f as Eval<number>) : toNumType(e, type);
  if (same && e.konst) {
    try {
      return new Term(CONSTANT, neg, false, 0, f(undefined as never), f, null, null);
    } catch {
      // a constant that does not convert fails at run time, where it is used
    }
  }
  if (same && e.slot) return new Term(VALUE, neg, e.slot.global, e.slot.k, 0, f, null, null);
  const cell = same ? e.cell : undefined;
  if (cell?.subs.length === 1) return new Term(ELEMENT1, neg, cell.global, cell.k, 0, f, indexOf(cell.subs[0]), null);
  if (cell?.subs.length === 2) {
    return new Term(ELEMENT2, neg, cell.global, cell.k, 0, f, indexOf(cell.subs[0]), indexOf(cell.subs[1]));
  }
  return new Term(CALLED, neg, false, 0, 0, f, null, null);
}

function indexOf(r: Read): Index {
  switch (r.shape) {
    case SLOT: return new Index(WIDE, r.global, r.k, 0, r.f);
    case OFFSET: return new Index(r.w === 32767 ? NARROW : WIDE, r.global, r.k, r.c, r.f);
    case ROUNDED: return new Index(r.w === 1 ? ROUNDS_SINGLE : ROUNDS_DOUBLE, r.global, r.k, r.c, r.f);
    default: return new Index(CALLS, false, 0, 0, r.f);
  }
}

/** A subscript's value, as the element readers of elements.ts compute it. */
function subscript(s: State, r: Index): number {
  const mode = r.mode;
  // literals, not the modes' names: a bundle turns those into variable loads
  if (mode < 2) { // NARROW, WIDE
    const x = (r.global === true ? s.g : s.l)[r.k] + r.c;
    if (mode === 0 ? x > 32767 || x < -32768 : x > 2147483647 || x < -2147483648) overflow();
    return x;
  }
  if (mode < 4) { // ROUNDS_SINGLE, ROUNDS_DOUBLE
    const v = (r.global === true ? s.g : s.l)[r.k];
    const x = v + r.c;
    const p = x | 0;
    return p === x && p <= 16777216 && p >= -16777216 ? p : rounded(v, r.c, mode === 2);
  }
  return r.f(s);
}

/** A term's value. */
function value(s: State, t: Term): number {
  const kind = t.kind;
  if (kind === 0) return (t.global === true ? s.g : s.l)[t.k]; // VALUE
  if (kind === 1) return t.c; // CONSTANT
  if (kind === 2) return t.f(s); // CALLED
  const a: QArray = (t.global === true ? s.g : s.l)[t.k];
  const x = subscript(s, t.i!);
  return a.data![kind === 3 ? at1(a, x) : at2(a, x, subscript(s, t.j!))] as number; // ELEMENT1, ELEMENT2
}

/** The closure computing a long chain (longChain). */
export function chainValue(c: Chain): Eval<number> {
  const terms = c.terms;
  const n = terms.length;
  if (c.type === 'INTEGER' || c.type === 'LONG') {
    const hi = c.type === 'INTEGER' ? 32767 : 2147483647;
    const lo = -hi - 1;
    return (s) => {
      let acc = 0;
      for (let t = 0; t < n; t++) {
        const term = terms[t];
        const v = value(s, term);
        acc = t === 0 ? v : term.neg === true ? acc - v : acc + v;
        if (acc > hi || acc < lo) overflow();
      }
      return acc;
    };
  }
  const single = c.type === 'SINGLE';
  return (s) => {
    let acc = 0;
    for (let t = 0; t < n; t++) {
      const term = terms[t];
      const v = value(s, term);
      if (t === 0) acc = v;
      else {
        const u = term.neg === true ? acc - v : acc + v;
        acc = single ? Math.fround(u) : u;
        if (acc - acc !== 0) overflow();
        acc += 0;
      }
    }
    return acc;
  };
}

/**
 * Whether a sum of three or four terms runs as a SHORT literal: when an element is among them. As a tree,
 * the outer addition calls the inner one, a closure of its own literal, which the engine does not inline
 * into itself, and the elements' reads in the inner one are then calls as well.
 */
export function shortChain(c: Chain): boolean {
  const n = c.terms.length;
  return (n === 3 || n === 4) && c.terms.some((t) => t.kind >= ELEMENT1);
}

type Short = (f: Eval<number>[], neg: boolean[]) => Eval<number>;

/**
 * By type, then by length: each term's own closure called from a site of its own, each partial result
 * checked as its operator checks it. A deliberate table, as int-shaped.ts's: the engine keeps call feedback
 * per literal.
 */
const SHORT: Record<NumType, Short[]> = {
  INTEGER: [
    ([a, b, c], [, nb, nc]) => (s) => { let v = a(s); let x = b(s); v = i16(nb ? v - x : v + x); x = c(s); return i16(nc ? v - x : v + x); },
    ([a, b, c, d], [, nb, nc, nd]) => (s) => {
      let v = a(s); let x = b(s); v = i16(nb ? v - x : v + x); x = c(s); v = i16(nc ? v - x : v + x); x = d(s); return i16(nd ? v - x : v + x);
    },
  ],
  LONG: [
    ([a, b, c], [, nb, nc]) => (s) => { let v = a(s); let x = b(s); v = i32(nb ? v - x : v + x); x = c(s); return i32(nc ? v - x : v + x); },
    ([a, b, c, d], [, nb, nc, nd]) => (s) => {
      let v = a(s); let x = b(s); v = i32(nb ? v - x : v + x); x = c(s); v = i32(nc ? v - x : v + x); x = d(s); return i32(nd ? v - x : v + x);
    },
  ],
  SINGLE: [
    ([a, b, c], [, nb, nc]) => (s) => { let v = a(s); let x = b(s); v = sgl(nb ? v - x : v + x); x = c(s); return sgl(nc ? v - x : v + x); },
    ([a, b, c, d], [, nb, nc, nd]) => (s) => {
      let v = a(s); let x = b(s); v = sgl(nb ? v - x : v + x); x = c(s); v = sgl(nc ? v - x : v + x); x = d(s); return sgl(nd ? v - x : v + x);
    },
  ],
  DOUBLE: [
    ([a, b, c], [, nb, nc]) => (s) => { let v = a(s); let x = b(s); v = dbl(nb ? v - x : v + x); x = c(s); return dbl(nc ? v - x : v + x); },
    ([a, b, c, d], [, nb, nc, nd]) => (s) => {
      let v = a(s); let x = b(s); v = dbl(nb ? v - x : v + x); x = c(s); v = dbl(nc ? v - x : v + x); x = d(s); return dbl(nd ? v - x : v + x);
    },
  ],
};

/** The closure computing a short chain (shortChain). */
export function shortValue(c: Chain): Eval<number> {
  return SHORT[c.type][c.terms.length - 3](c.terms.map((t) => t.f), c.terms.map((t) => t.neg));
}
