// SELECT CASE over an INTEGER or LONG value whose CASEs are all constants (`CASE 3`, `CASE 1 TO 5`,
// `CASE 7, 9`): the arm is found by indexing a table with the value instead of testing the CASEs in turn.
// QBasic runs the first CASE that matches, so a value that several CASEs match belongs to the first.
import type { Instr } from '../machine/state.js';
import { Seq, runSeq } from '../machine/seq.js';
import type { Node } from './native.js';
import type { CExpr, VarSlot } from './convert.js';
import type { Arm } from './native-control.js';

/** The widest table built (values from the smallest CASE constant to the largest). */
const MAX_SPAN = 4096;

export class CaseTable {
  private ok: boolean;
  private lo = 0;
  private hi = 0;
  private readonly spans: { arm: number; lo: number; hi: number }[] = [];
  min = 0;

  constructor(integral: boolean) {
    this.ok = integral;
  }

  /**
   * A CASE bound: a numeric constant, or no table. A whole value v is >= c when v >= ceil(c), <= c when
   * v <= floor(c), and = c when both hold (never, for a fractional c).
   */
  bound(which: 'value' | 'lo' | 'hi', e: CExpr): void {
    const v = e.konst?.v;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.ok = false;
      return;
    }
    if (which !== 'hi') this.lo = Math.ceil(v);
    if (which !== 'lo') this.hi = Math.floor(v);
  }

  /** The bounds just given make one interval of arm `arm`. */
  interval(arm: number): void {
    if (this.lo <= this.hi) this.spans.push({ arm, lo: this.lo, hi: this.hi });
  }

  /** A CASE IS test: no table. */
  off(): void {
    this.ok = false;
  }

  /** The arm of each value from `min` on (`arms` where none matches: the CASE ELSE), or undefined. */
  index(arms: number): Uint16Array | undefined {
    if (!this.ok || arms < 2 || this.spans.length === 0) return undefined;
    let min = Infinity;
    let max = -Infinity;
    for (const sp of this.spans) {
      min = Math.min(min, sp.lo);
      max = Math.max(max, sp.hi);
    }
    if (max - min >= MAX_SPAN) return undefined;
    const table = new Uint16Array(max - min + 1).fill(arms);
    for (const sp of this.spans) {
      for (let v = sp.lo; v <= sp.hi; v++) if (table[v - min] === arms) table[v - min] = sp.arm;
    }
    this.min = min;
    return table;
  }
}

/** The arms of a SELECT CASE run by table: the held value (in `held`) picks the body. */
export function nativeSelectTable(held: VarSlot, min: number, index: Uint16Array, arms: Arm[], elseBody: Node[]): Instr {
  const bodies = arms.map((a) => new Seq(a.body));
  bodies.push(new Seq(elseBody));
  const { global, k } = held;
  const n = index.length;
  const other = arms.length;
  return (s) => {
    const v = (global ? s.g : s.l)[k] - min;
    runSeq(s, bodies[v >= 0 && v < n ? index[v] : other]);
  };
}
