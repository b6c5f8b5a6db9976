// SELECT CASE over an INTEGER or LONG value whose CASEs are all constants (`CASE 3`, `CASE 1 TO 5`,
// `CASE 7, 9`), or over a string whose CASEs are all constant strings (`CASE "Y", "y"`): the arm is found
// by indexing a table (a Map for strings) with the value instead of testing the CASEs in turn.
// QBasic runs the first CASE that matches, so a value that several CASEs match belongs to the first.
import type { Eval, Instr, State } from '../machine/state.js';
import { Seq, positioned } from '../machine/seq.js';
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
  private readonly strings: boolean;
  private readonly words = new Map<string, number>();
  private word: string | undefined;
  min = 0;

  constructor(integral: boolean, strings = false) {
    this.ok = integral || strings;
    this.strings = strings;
  }

  /**
   * A CASE bound: a numeric constant, or no table. A whole value v is >= c when v >= ceil(c), <= c when
   * v <= floor(c), and = c when both hold (never, for a fractional c).
   */
  bound(which: 'value' | 'lo' | 'hi', e: CExpr): void {
    const v = e.konst?.v;
    if (this.strings) {
      this.word = v;
      if (which !== 'value' || typeof v !== 'string') this.ok = false;
      return;
    }
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      this.ok = false;
      return;
    }
    if (which !== 'hi') this.lo = Math.ceil(v);
    if (which !== 'lo') this.hi = Math.floor(v);
  }

  /** The bounds just given make one interval of arm `arm`. */
  interval(arm: number): void {
    if (this.strings) {
      if (this.word !== undefined && !this.words.has(this.word)) this.words.set(this.word, arm);
      return;
    }
    if (this.lo <= this.hi) this.spans.push({ arm, lo: this.lo, hi: this.hi });
  }

  /** A CASE IS test: no table. */
  off(): void {
    this.ok = false;
  }

  /** The arm of each value from `min` on (`arms` where none matches: the CASE ELSE), or undefined. */
  index(arms: number): Uint16Array | undefined {
    if (this.strings || !this.ok || arms < 2 || this.spans.length === 0) return undefined;
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

  /** The arm of each string (CASE ELSE: none), or undefined. */
  byWord(arms: number): Map<string, number> | undefined {
    return this.strings && this.ok && arms >= 2 ? this.words : undefined;
  }
}

/** The selector: its closure, and its slot when it is a plain variable (read inline). */
export interface Selector<T> {
  f: Eval<T>;
  slot?: VarSlot;
}

/**
 * SELECT CASE run by table: the selector (`value`, also kept in `held` as the flat code keeps it) picks
 * the arm through `pick`; each of the first eight arms is called from a call site of its own (one callee
 * per site, which the engine can inline). Errors in the selector are positioned at the SELECT (`pc`).
 */
function selectRunner<T>(value: Selector<T>, held: VarSlot, pc: number, pick: (v: T) => number, arms: Arm[], elseBody: Node[]): Instr {
  const seqs = arms.map((a) => new Seq(a.body));
  seqs.push(new Seq(elseBody));
  const runs = seqs.map((q) => q.run);
  const slot = value.slot;
  return runner(value.f, slot !== undefined, slot?.global === true, slot?.k ?? 0, held.global, held.k, pc + 1, pick, runs,
    seqs.map((q) => q.pc));
}

/**
 * selectRunner's closure. Its captured values are parameters (read without the hole check a captured
 * constant needs) and frames are chosen by `=== true` (no generic truth test of a captured value).
 */
function runner<T>(f: Eval<T>, plain: boolean, sg: boolean, sk: number, global: boolean, k: number, after: number,
  pick: (v: T) => number, runs: Instr[], pcs: number[]): Instr {
  const [r0, r1, r2, r3, r4, r5, r6, r7] = runs;
  return (s: State) => {
    let v: T;
    try {
      v = plain === true ? (sg === true ? s.g : s.l)[sk] : f(s);
    } catch (e) {
      s.pc = after;
      throw e;
    }
    (global === true ? s.g : s.l)[k] = v;
    const i = pick(v);
    try {
      switch (i) {
        case 0: r0(s); break;
        case 1: r1(s); break;
        case 2: r2(s); break;
        case 3: r3(s); break;
        case 4: r4(s); break;
        case 5: r5(s); break;
        case 6: r6(s); break;
        case 7: r7(s); break;
        default: runs[i](s);
      }
    } catch (e) {
      throw positioned(s, pcs[i], e);
    }
  };
}

/** SELECT CASE over an integral value whose arms a table indexed from `min` gives. */
export function nativeSelectTable(value: Selector<number>, held: VarSlot, pc: number, min: number, index: Uint16Array, arms: Arm[], elseBody: Node[]): Instr {
  return selectRunner(value, held, pc, tablePick(min, index, index.length, arms.length), arms, elseBody);
}

/** The arm of value x: index[x - min], or `other` outside the table (parameters: see runner). */
function tablePick(min: number, index: Uint16Array, n: number, other: number): (x: number) => number {
  return (x) => {
    const v = x - min;
    return v >= 0 && v < n ? index[v] : other;
  };
}

/** SELECT CASE over a string whose arms a Map from constant strings gives. */
export function nativeSelectWords(value: Selector<string>, held: VarSlot, pc: number, words: Map<string, number>, arms: Arm[], elseBody: Node[]): Instr {
  const other = arms.length;
  return selectRunner(value, held, pc, (v) => words.get(v) ?? other, arms, elseBody);
}
