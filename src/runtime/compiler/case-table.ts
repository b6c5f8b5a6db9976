// SELECT CASE whose CASEs are all constants: the arm is found from the held value instead of by testing
// each CASE's closure in turn. For a whole number, by indexing a table of the whole values the CASEs span
// (`CASE 3`, `CASE 1 TO 5`, `CASE 7, 9`, `CASE IS >= 90` past its ends); otherwise (strings, SINGLE / DOUBLE
// values that are not whole, CASEs too far apart) by a Map of the values, then the ranges and relations in
// order (`CASE "0" TO "9"`, `CASE IS >= 90`). When every CASE is a numeric variable (`CASE up`), by comparing the value with each in
// order, read from its slot. QBasic runs the first CASE that matches, so a value that several CASEs match
// belongs to the first.
import type { Eval, Instr, State } from '../machine/state.js';
import { Seq, positioned } from '../machine/seq.js';
import type { Node } from './native.js';
import { VarSlot, type CExpr } from './convert.js';
import type { Arm } from './native-control.js';
import { holds } from './fused.js';

/** The widest table built (values from the smallest CASE constant to the largest). */
const MAX_SPAN = 4096;

/** Relation codes as fused.ts's (16 + a mask of the outcomes a < b, a = b, a > b, unordered that hold). */
const RELATIONS: Record<string, number> = { '=': 18, '<>': 29, '<': 17, '>': 20, '<=': 19, '>=': 22 };
const EQUAL = 18;
const RANGE = -1;

/**
 * One CASE test: value `lo` (EQUAL), `lo TO hi` (RANGE) or `IS op lo` (a relation code), in arm `arm`; `lo`
 * and `hi` are constants, or numeric variables' slots (VarSlot, for CaseTable.variables).
 */
export interface CaseRule {
  arm: number;
  op: number;
  lo: any;
  hi: any;
}

/**
 * Whether a constant of type `t` compares with a selector of type `sel` as the stored values compare (a
 * LONG and a SINGLE are compared as SINGLEs, which may round the LONG).
 */
function exact(sel: string, t: unknown): boolean {
  if (sel === 'STRING' || t === 'STRING') return sel === t;
  return !((sel === 'LONG' && t === 'SINGLE') || (sel === 'SINGLE' && t === 'LONG'));
}

export class CaseTable {
  private ok = true;
  /** some bound is a variable (only CaseTable.variables takes the rules then) */
  private someVariable = false;
  private readonly rules: CaseRule[] = [];
  private value: any;
  private lo: any;
  private hi: any;

  constructor(private readonly type: string) {}

  /** A CASE value, range bound or IS operand: a constant, or no table. */
  bound(which: 'value' | 'lo' | 'hi', e: CExpr): void {
    let v = e.konst?.v;
    if (v === undefined && e.slot && this.type !== 'STRING' && e.t !== 'STRING') {
      v = e.slot;
      this.someVariable = true;
    }
    if (v === undefined || !exact(this.type, e.t)) this.ok = false;
    else if (which === 'value') this.value = v;
    else if (which === 'lo') this.lo = v;
    else this.hi = v;
  }

  /** The value or range just given is a test of arm `arm`. */
  interval(arm: number): void {
    if (this.lo !== undefined && this.hi !== undefined) this.rules.push({ arm, op: RANGE, lo: this.lo, hi: this.hi });
    else if (this.value !== undefined) this.rules.push({ arm, op: EQUAL, lo: this.value, hi: this.value });
    this.value = this.lo = this.hi = undefined;
  }

  /** The value just given is the operand of `CASE IS op` in arm `arm`. */
  relation(arm: number, op: string): void {
    if (this.value !== undefined) this.rules.push({ arm, op: RELATIONS[op], lo: this.value, hi: this.value });
    this.value = undefined;
  }

  /**
   * For a numeric value and constant CASEs spanning fewer than MAX_SPAN whole numbers: the arm of each whole
   * value from `min` on, and of the whole values below and above them (`arms` where none matches: the CASE
   * ELSE); or undefined. A whole value v is >= c when v >= ceil(c), <= c when v <= floor(c), and = c when
   * both hold (never, for a fractional c); CASE IS relations reach past the table, where each holds for all
   * whole values or for none. A SINGLE or DOUBLE value that is not whole is left to the lookup.
   */
  index(arms: number): CaseIndex | undefined {
    if (this.type === 'STRING' || !this.ok || this.someVariable || arms < 2 || this.rules.length === 0) return undefined;
    const spans = this.rules.flatMap((r) => wholeSpans(r)).filter((sp) => sp.lo <= sp.hi);
    let min = Infinity;
    let max = -Infinity;
    for (const b of spans.flatMap((sp) => [sp.lo, sp.hi]).filter(Number.isFinite)) {
      min = Math.min(min, b);
      max = Math.max(max, b);
    }
    if (min > max) min = max = 0;
    if (max - min >= MAX_SPAN) return undefined;
    const table = new Uint16Array(max - min + 1).fill(arms);
    for (const sp of spans) {
      const to = Math.min(sp.hi, max);
      for (let v = Math.max(sp.lo, min); v <= to; v++) if (table[v - min] === arms) table[v - min] = sp.arm;
    }
    const below = spans.find((sp) => sp.lo === -Infinity)?.arm ?? arms;
    const above = spans.find((sp) => sp.hi === Infinity)?.arm ?? arms;
    return { min, table, below, above };
  }

  /** The arm of each CASE value (the first that has it), and the ranges and relations in order; or undefined. */
  lookup(arms: number): { values: Map<unknown, number>; others: CaseRule[] } | undefined {
    if (!this.ok || this.someVariable || arms < 2 || this.rules.length === 0) return undefined;
    const values = new Map<unknown, number>();
    for (const r of this.rules) if (r.op === EQUAL && !values.has(r.lo)) values.set(r.lo, r.arm);
    return { values, others: this.rules.filter((r) => r.op !== EQUAL) };
  }

  /** When every CASE is one numeric variable (`CASE up`, `CASE lf, rt`), all in one frame: their slots. */
  variables(arms: number): CaseVariables | undefined {
    const { rules } = this;
    if (!this.ok || !this.someVariable || arms < 2) return undefined;
    const slots = rules.map((r) => r.lo);
    if (!rules.every((r) => r.op === EQUAL) || !slots.every((v) => v instanceof VarSlot && v.global === slots[0].global)) return undefined;
    return { global: slots[0].global, slots: Int32Array.from(slots, (v) => v.k), arms: Int32Array.from(rules, (r) => r.arm) };
  }
}

/** The CASE variables' frame (s.g or s.l), their slots, and the arm of each. */
export interface CaseVariables {
  global: boolean;
  slots: Int32Array;
  arms: Int32Array;
}

/**
 * SELECT CASE over a number whose CASEs are all numeric variables of one frame (`CASE up`, `CASE lf, rt`):
 * the arm of the first whose value equals the selector's, reading each from its slot (which cannot fail).
 */
export function nativeSelectVariables(value: Selector<number>, held: VarSlot, pc: number, vars: CaseVariables,
  arms: Arm[], elseBody: Node[]): Instr {
  return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) =>
    equalOf(armRunner(b.runs, b.pcs), sk >= 0 ? undefined : f, sg, sk, after, global, k, vars, arms.length));
}

function equalOf(run: (s: State, i: number) => void, f: Eval<number> | undefined, sg: boolean, sk: number, after: number,
  global: boolean, k: number, vars: CaseVariables, other: number): Instr {
  const { global: vg, slots, arms } = vars;
  const n = slots.length;
  return (s) => {
    const x = selectorValue(s, f, sg, sk, after);
    (global === true ? s.g : s.l)[k] = x;
    const c = vg === true ? s.g : s.l;
    let arm = other;
    for (let i = 0; i < n; i++) {
      if (c[slots[i]] === x) {
        arm = arms[i];
        break;
      }
    }
    run(s, arm);
  };
}

/** CaseTable.index: the arm of each whole value from `min` on, and of whole values below and above those. */
export interface CaseIndex {
  min: number;
  table: Uint16Array;
  below: number;
  above: number;
}

/** The whole values a CASE test holds for, as intervals (ends may be infinite). */
function wholeSpans(r: CaseRule): { arm: number; lo: number; hi: number }[] {
  const { arm } = r;
  const c = r.lo;
  const span = (lo: number, hi: number) => ({ arm, lo, hi });
  switch (r.op) {
    case RANGE: return [span(Math.ceil(r.lo), Math.floor(r.hi))];
    case EQUAL: return [span(Math.ceil(c), Math.floor(c))];
    case RELATIONS['<']: return [span(-Infinity, Math.ceil(c) - 1)];
    case RELATIONS['<=']: return [span(-Infinity, Math.floor(c))];
    case RELATIONS['>']: return [span(Math.floor(c) + 1, Infinity)];
    case RELATIONS['>=']: return [span(Math.ceil(c), Infinity)];
    default: // <>
      return Number.isInteger(c) ? [span(-Infinity, c - 1), span(c + 1, Infinity)] : [span(-Infinity, Infinity)];
  }
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

/**
 * SELECT CASE over a number whose arm a table gives (CaseTable.index); for a SINGLE or DOUBLE value that is
 * not whole, the lookup (`rest`).
 */
export function nativeSelectTable(value: Selector<number>, held: VarSlot, pc: number, index: CaseIndex,
  rest: { values: Map<unknown, number>; others: CaseRule[] } | undefined, arms: Arm[], elseBody: Node[]): Instr {
  const other = arms.length;
  return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) => rest
    ? tableOrLookup(armRunner(b.runs, b.pcs), sk >= 0 ? undefined : f, sg, sk, after, global, k, index, rest.values, rest.others, other)
    : sk >= 0
      ? tableOfVariable(armRunner(b.runs, b.pcs), sg, sk, global, k, index)
      : tableOfValue(armRunner(b.runs, b.pcs), f, after, global, k, index));
}

/**
 * A plain variable's value `x` (reading it cannot fail) picks table[x - min], or the arm below or above it.
 * Captured values are parameters (read without the hole check a captured constant needs), frames are chosen
 * by `=== true` (no generic truth test of a captured value).
 */
function tableOfVariable(run: (s: State, i: number) => void, sg: boolean, sk: number, global: boolean, k: number,
  index: CaseIndex): Instr {
  const { min, table, below, above } = index;
  const n = table.length;
  return (s) => {
    const x = (sg === true ? s.g : s.l)[sk];
    (global === true ? s.g : s.l)[k] = x;
    const v = x - min;
    run(s, v < 0 ? below : v < n ? table[v] : above);
  };
}

/** tableOfVariable for a selector computed by `f`, whose errors are positioned at the SELECT. */
function tableOfValue(run: (s: State, i: number) => void, f: Eval<number>, after: number, global: boolean, k: number,
  index: CaseIndex): Instr {
  const { min, table, below, above } = index;
  const n = table.length;
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
    run(s, v < 0 ? below : v < n ? table[v] : above);
  };
}

/** The table for a whole SINGLE / DOUBLE value (in the int32 range), armOf for others. */
function tableOrLookup(run: (s: State, i: number) => void, f: Eval<number> | undefined, sg: boolean, sk: number,
  after: number, global: boolean, k: number, index: CaseIndex, values: Map<unknown, number>, others: CaseRule[],
  other: number): Instr {
  const { min, table, below, above } = index;
  const n = table.length;
  return (s) => {
    const x = selectorValue(s, f, sg, sk, after);
    (global === true ? s.g : s.l)[k] = x;
    const v = x - min;
    run(s, (v | 0) === v ? (v < 0 ? below : v < n ? table[v] : above) : armOf(x, values, others, other));
  };
}

/** SELECT CASE whose arms a Map of constant values, then ranges and relations in order, give (CaseTable.lookup). */
export function nativeSelectLookup(value: Selector<unknown>, held: VarSlot, pc: number, values: Map<unknown, number>,
  others: CaseRule[], arms: Arm[], elseBody: Node[], text: boolean): Instr {
  const other = arms.length;
  if (text) {
    // the arm of every one-character string, found as armOf finds it
    const chars = Uint16Array.from({ length: 256 }, (_, c) => armOf(String.fromCharCode(c), values, others, other));
    return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) =>
      charOf(armRunner(b.runs, b.pcs), sk >= 0 ? undefined : f, sg, sk, after, global, k, chars, values, others, other));
  }
  return selectRunner(value, held, pc, arms, elseBody, (b, sg, sk, f, global, k, after) =>
    lookupOf(armRunner(b.runs, b.pcs), sk >= 0 ? undefined : f, sg, sk, after, global, k, values, others, other));
}

/** lookupOf for a string selector: a one-character string's arm from a table of them. */
function charOf(run: (s: State, i: number) => void, f: Eval<unknown> | undefined, sg: boolean, sk: number, after: number,
  global: boolean, k: number, chars: Uint16Array, values: Map<unknown, number>, others: CaseRule[], other: number): Instr {
  return (s) => {
    const x: string = selectorValue(s, f, sg, sk, after);
    (global === true ? s.g : s.l)[k] = x;
    const c = x.length === 1 ? x.charCodeAt(0) : 256;
    run(s, c < 256 ? chars[c] : armOf(x, values, others, other));
  };
}

/**
 * The arm of `x`: its value's, unless a range or relation of an earlier arm holds it (strings compare
 * character by character, as the relational operators compare them).
 */
function armOf(x: any, values: Map<unknown, number>, others: CaseRule[], other: number): number {
  let arm = values.get(x) ?? other;
  for (const r of others) {
    if (r.arm >= arm) break;
    if (r.op === RANGE ? x >= r.lo && x <= r.hi : holds(r.op, x, r.lo)) {
      arm = r.arm;
      break;
    }
  }
  return arm;
}

/** The arm of a selector (a plain variable's, or computed by `f`) by armOf. */
function lookupOf(run: (s: State, i: number) => void, f: Eval<unknown> | undefined, sg: boolean, sk: number, after: number,
  global: boolean, k: number, values: Map<unknown, number>, others: CaseRule[], other: number): Instr {
  return (s) => {
    const x = selectorValue(s, f, sg, sk, after);
    (global === true ? s.g : s.l)[k] = x;
    run(s, armOf(x, values, others, other));
  };
}

/** The selector's value: a plain variable's (`f` undefined), or computed by `f`, its errors positioned at the SELECT. */
function selectorValue(s: State, f: Eval<any> | undefined, sg: boolean, sk: number, after: number): any {
  try {
    return f === undefined ? (sg === true ? s.g : s.l)[sk] : f(s);
  } catch (e) {
    s.pc = after;
    throw e;
  }
}
