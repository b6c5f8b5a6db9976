// Conditions on one record: `IF p(i).x < 0 OR p(i).x > 319 THEN`, `WHILE r.n > 0`. The relations (fused.ts)
// compare fields of one place (a field `a(i).f` with a plain-variable subscript, or a field of a record
// variable), variables and constants; the place is found once and every relation computed inline in one
// closure (no closure per relation, no generic operand reads). AND / OR of relations give -1 or 0 as
// QBasic's bitwise operators do on relations' results, with both sides evaluated. A relation on a numeric
// element (`IF a(i) < 10 THEN`) is not taken: its operator closure reads the element inline, and this
// literal, shared by every such condition of every array type, ran it at half the speed.
import type { Eval, State } from '../machine/state.js';
import type { QArray } from '../model/qarray.js';
import { at1 } from './elements.js';
import { holds, type Fused, type Operand, type Sub } from './fused.js';

const FIELD = -3;
const VAR_FIELD = -4;

/** How an operand is read: 0 its slot, 1 a constant, 2 from the place (field ix). */
interface Leaf {
  kind: number;
  global: boolean;
  k: number;
  c: number;
  ix: number;
}

function isPlace(o: Sub | null): o is Sub {
  return o !== null && (o.op === FIELD || o.op === VAR_FIELD);
}

function samePlace(p: Sub, o: Sub): boolean {
  const kind = (x: Sub) => (x.op === VAR_FIELD ? VAR_FIELD : FIELD);
  return kind(p) === kind(o) && p.ga === o.ga && p.ka === o.ka && (o.op === VAR_FIELD || (p.gb === o.gb && p.kb === o.kb));
}

/**
 * The condition closure for relations `rels` (one or two) joined by `join` ('AND', 'OR', or '' for one),
 * or undefined unless some operand reads the place and every operand is a variable, a constant or that
 * place.
 */
export function placeCondition(rels: Fused[], join: '' | 'AND' | 'OR'): Eval<number> | undefined {
  let place: Sub | undefined;
  const leaves: Leaf[] = [];
  const ops: number[] = [];
  for (const d of rels) {
    if (d.op < 16) return undefined;
    ops.push(d.op);
    for (const x of [d.a, d.b] as Operand[]) {
      if (x.shape === 0 || x.shape === 1) {
        leaves.push({ kind: x.shape, global: x.global, k: x.k, c: x.c, ix: 0 });
        continue;
      }
      if (x.shape !== 2 || !isPlace(x.o)) return undefined;
      place ??= x.o;
      if (!samePlace(place, x.o)) return undefined;
      leaves.push({ kind: 2, global: false, k: 0, c: 0, ix: x.o.cb });
    }
  }
  if (!place) return undefined;
  const [a, b, c, d] = rels.length === 2 ? leaves : [...leaves, leaves[0], leaves[1]];
  const [op1, op2] = ops.length === 2 ? ops : [ops[0], ops[0]];
  const { op: kind, ga, ka, gb, kb } = place;
  const two = rels.length === 2;
  const and = join === 'AND';
  const { kind: ak, global: ag, k: akk, c: ac, ix: ai } = a;
  const { kind: bk, global: bg, k: bkk, c: bc, ix: bi } = b;
  const { kind: ck, global: cg, k: ckk, c: cc, ix: ci } = c;
  const { kind: dk, global: dg, k: dkk, c: dc, ix: di } = d;
  if (kind === -3 && ak === 2 && bk === 1 && ck === 2 && dk === 1) {
    // fields compared with constants (`p(i).x < 0 OR p(i).x > 319`): the common shape, kept lean
    return fieldTests(two ? (and ? 2 : 1) : 0, ga, ka, gb, kb, op1, ai, bc, op2, ci, dc);
  }
  return (s: State) => {
    // the record: the element of a record array, or a record variable
    const base = (ga ? s.g : s.l)[ka];
    const box: any = kind === -4 ? base : (base as QArray).data![at1(base as QArray, (gb ? s.g : s.l)[kb])];
    const t1 = holds(op1,
      ak === 2 ? box[ai] : ak === 1 ? ac : (ag ? s.g : s.l)[akk],
      bk === 2 ? box[bi] : bk === 1 ? bc : (bg ? s.g : s.l)[bkk]);
    if (!two) return t1 ? -1 : 0;
    const t2 = holds(op2,
      ck === 2 ? box[ci] : ck === 1 ? cc : (cg ? s.g : s.l)[ckk],
      dk === 2 ? box[di] : dk === 1 ? dc : (dg ? s.g : s.l)[dkk]);
    return (and ? t1 && t2 : t1 || t2) ? -1 : 0;
  };
}

/**
 * `p(i).f op c` (join 0), `... OR p(i).g op d` (1) or `... AND ...` (2): one literal per join, the place
 * and relations as parameters (read without the hole check a captured constant needs) and the frames
 * chosen by `=== true` (a captured value's truth is otherwise tested for every kind of value). The second
 * relation may be skipped: reading a field of the element found cannot fail or change anything.
 */
function fieldTests(join: number, ga: boolean, ka: number, gb: boolean, kb: number, op1: number, f1: number, c1: number,
  op2: number, f2: number, c2: number): Eval<number> {
  if (join === 0) {
    return (s: State) => {
      const r: QArray = (ga === true ? s.g : s.l)[ka];
      return holds(op1, (r.data as number[][])[at1(r, (gb === true ? s.g : s.l)[kb])][f1], c1) ? -1 : 0;
    };
  }
  if (join === 1) {
    return (s: State) => {
      const r: QArray = (ga === true ? s.g : s.l)[ka];
      const rec = (r.data as number[][])[at1(r, (gb === true ? s.g : s.l)[kb])];
      return holds(op1, rec[f1], c1) || holds(op2, rec[f2], c2) ? -1 : 0;
    };
  }
  return (s: State) => {
    const r: QArray = (ga === true ? s.g : s.l)[ka];
    const rec = (r.data as number[][])[at1(r, (gb === true ? s.g : s.l)[kb])];
    return holds(op1, rec[f1], c1) && holds(op2, rec[f2], c2) ? -1 : 0;
  };
}
