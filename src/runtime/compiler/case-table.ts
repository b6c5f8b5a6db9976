// SELECT CASE over an INTEGER or LONG value whose CASEs are all constants (`CASE 3`, `CASE 1 TO 5`,
// `CASE 7, 9`), or over a string whose CASEs are all constant strings or ranges of them (`CASE "Y", "y"`,
// `CASE "0" TO "9"`): the arm is found by indexing a table (a Map for strings, then the ranges in order)
// with the value instead of testing the CASEs in turn.
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
  private from: string | undefined;
  private to: string | undefined;
  /** string ranges by arm, in order */
  readonly ranges: WordRange[] = [];
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
      if (typeof v !== 'string') this.ok = false;
      else if (which === 'value') this.word = v;
      else if (which === 'lo') this.from = v;
      else this.to = v;
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
      if (this.from !== undefined && this.to !== undefined) this.ranges.push({ arm, lo: this.from, hi: this.to });
      else if (this.word !== undefined && !this.words.has(this.word)) this.words.set(this.word, arm);
      this.word = this.from = this.to = undefined;
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

/** `CASE lo TO hi` of strings in arm `arm`. */
export interface WordRange {
  arm: number;
  lo: string;
  hi: string;
}

/** The selector: its closure, and its slot when it is a plain variable (read inline). */
export interface Selector<T> {
  f: Eval<T>;
  slot?: VarSlot;
}

/**
 * SELECT CASE run by table: the selector picks the arm (its value also kept in `held` as the flat code keeps
 * it), which armRunner runs. Errors in the selector are positioned at the SELECT (`pc`).
 *
 * The runners are small on purpose. A loop body already optimised on its own is inlined into its loop only
 * while its optimised code (everything inlined into it) fits the engine's budget of inlined bytecode (920
 * bytes); with the SELECT's arms inlined into the body that was over the budget, so whether the loop
 * inlined its body (or called it, once per iteration) depended on which of two concurrent compile jobs
 * ended first: selectcase's two speeds per process. So the arms are run by armRunner, never inlined, an
 * integral selector's table is indexed inline and a plain variable is read without a try.
 */
function selectRunner<T>(value: Selector<T>, held: VarSlot, pc: number, arms: Arm[], elseBody: Node[],
  make: (bodies: Bodies, sg: boolean, sk: number, f: Eval<T>, global: boolean, k: number, after: number) => Instr): Instr {
  const seqs = arms.map((a) => new Seq(a.body));
  seqs.push(new Seq(elseBody));
  const bodies: Bodies = { runs: seqs.map((q) => q.run), pcs: seqs.map((q) => q.pc) };
  const slot = value.slot;
  return make(bodies, slot?.global === true, slot?.k ?? -1, value.f, held.global, held.k, pc + 1);
}

/** The arms' runners and the s.pc of a throw out of each (-1: set already). */
interface Bodies {
  runs: Instr[];
  pcs: number[];
}

/**
 * Runs arm `i` from a call site of its own (the first 48 arms; one callee per site, which the
 * engine can inline), positioning what it throws. Its bytecode is larger than the engine ever inlines (460
 * bytes), so it is always a function of its own: a SELECT's runner inlined into a loop body then adds the
 * same small amount to the body's optimised code whichever was compiled first (see selectRunner).
 */
function armRunner(runs: Instr[], pcs: number[]): (s: State, i: number) => void {
  return (s, i) => {
    try {
      switch (i) {
        case 0: runs[0](s); break;
        case 1: runs[1](s); break;
        case 2: runs[2](s); break;
        case 3: runs[3](s); break;
        case 4: runs[4](s); break;
        case 5: runs[5](s); break;
        case 6: runs[6](s); break;
        case 7: runs[7](s); break;
        case 8: runs[8](s); break;
        case 9: runs[9](s); break;
        case 10: runs[10](s); break;
        case 11: runs[11](s); break;
        case 12: runs[12](s); break;
        case 13: runs[13](s); break;
        case 14: runs[14](s); break;
        case 15: runs[15](s); break;
        case 16: runs[16](s); break;
        case 17: runs[17](s); break;
        case 18: runs[18](s); break;
        case 19: runs[19](s); break;
        case 20: runs[20](s); break;
        case 21: runs[21](s); break;
        case 22: runs[22](s); break;
        case 23: runs[23](s); break;
        case 24: runs[24](s); break;
        case 25: runs[25](s); break;
        case 26: runs[26](s); break;
        case 27: runs[27](s); break;
        case 28: runs[28](s); break;
        case 29: runs[29](s); break;
        case 30: runs[30](s); break;
        case 31: runs[31](s); break;
        case 32: runs[32](s); break;
        case 33: runs[33](s); break;
        case 34: runs[34](s); break;
        case 35: runs[35](s); break;
        case 36: runs[36](s); break;
        case 37: runs[37](s); break;
        case 38: runs[38](s); break;
        case 39: runs[39](s); break;
        case 40: runs[40](s); break;
        case 41: runs[41](s); break;
        case 42: runs[42](s); break;
        case 43: runs[43](s); break;
        case 44: runs[44](s); break;
        case 45: runs[45](s); break;
        case 46: runs[46](s); break;
        case 47: runs[47](s); break;
        default: runs[i](s);
      }
    } catch (e) {
      throw positioned(s, pcs[i], e);
    }
  };
}

/** SELECT CASE over an integral value whose arms a table indexed from `min` gives. */
export function nativeSelectTable(value: Selector<number>, held: VarSlot, pc: number, min: number, index: Uint16Array, arms: Arm[], elseBody: Node[]): Instr {
  const n = index.length;
  const other = arms.length;
  return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) => sk >= 0
    ? tableOfVariable(armRunner(b.runs, b.pcs), sg, sk, global, k, min, index, n, other)
    : tableOfValue(armRunner(b.runs, b.pcs), f, after, global, k, min, index, n, other));
}

/**
 * A plain variable's value `x` (reading it cannot fail) picks index[x - min], or `other` outside the table.
 * Captured values are parameters (read without the hole check a captured constant needs), frames are chosen
 * by `=== true` (no generic truth test of a captured value).
 */
function tableOfVariable(run: (s: State, i: number) => void, sg: boolean, sk: number, global: boolean, k: number,
  min: number, index: Uint16Array, n: number, other: number): Instr {
  return (s) => {
    const x = (sg === true ? s.g : s.l)[sk];
    (global === true ? s.g : s.l)[k] = x;
    const v = x - min;
    run(s, v >= 0 && v < n ? index[v] : other);
  };
}

/** tableOfVariable for a selector computed by `f`, whose errors are positioned at the SELECT. */
function tableOfValue(run: (s: State, i: number) => void, f: Eval<number>, after: number, global: boolean, k: number,
  min: number, index: Uint16Array, n: number, other: number): Instr {
  return (s) => {
    let x: number;
    try {
      x = f(s);
    } catch (e) {
      s.pc = after;
      throw e;
    }
    (global === true ? s.g : s.l)[k] = x;
    const v = x - min;
    run(s, v >= 0 && v < n ? index[v] : other);
  };
}

/** SELECT CASE over a string whose arms a Map from constant strings, then ranges of them, give. */
export function nativeSelectWords(value: Selector<string>, held: VarSlot, pc: number, words: Map<string, number>,
  ranges: WordRange[], arms: Arm[], elseBody: Node[]): Instr {
  const other = arms.length;
  return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) =>
    wordsOf(armRunner(b.runs, b.pcs), sk >= 0 ? undefined : f, sg, sk, after, global, k, words, ranges, other));
}

/**
 * The arm of `x`: its word's, unless a range of an earlier arm holds it (QBasic runs the first CASE that
 * matches); strings compare character by character, as the relational operators compare them.
 */
function armOf(x: string, words: Map<string, number>, ranges: WordRange[], other: number): number {
  let arm = words.get(x) ?? other;
  for (const r of ranges) {
    if (r.arm >= arm) break;
    if (x >= r.lo && x <= r.hi) {
      arm = r.arm;
      break;
    }
  }
  return arm;
}

/** The arm of a string selector (a plain variable's, or computed by `f`) from `words` and `ranges`, else `other`. */
function wordsOf(run: (s: State, i: number) => void, f: Eval<string> | undefined, sg: boolean, sk: number, after: number,
  global: boolean, k: number, words: Map<string, number>, ranges: WordRange[], other: number): Instr {
  return (s) => {
    let x: string;
    try {
      x = f === undefined ? (sg === true ? s.g : s.l)[sk] : f(s);
    } catch (e) {
      s.pc = after;
      throw e;
    }
    (global === true ? s.g : s.l)[k] = x;
    run(s, armOf(x, words, ranges, other));
  };
}
