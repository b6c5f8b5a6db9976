// Native FOR ... NEXT runners (see native.ts): the whole loop in one closure, the counter kept in its
// slot (the body may change it), limit and step held in locals and written to their temporaries for the
// flat NEXT (which takes over after a trapped error). Captured values are consts so the engine can keep
// them in registers across the body's calls.
import { housekeeping } from '../machine/exec.js';
import { positioned, type Seq } from '../machine/seq.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { overflow, toSingle } from '../values/numbers.js';
import type { Counter } from './stmt-loops.js';

/** A FOR's header closures and the temporaries (in `frame`) that keep its limit and step. */
export interface ForTemps {
  from: Eval<number>;
  to: Eval<number>;
  step: Eval<number>;
  frame: (s: State) => any[];
  lk: number;
  ik: number;
}

/**
 * Entering a FOR: start, limit and step evaluated in that order, limit and step stored in their temporaries
 * (where NEXT reads them); returns the start value, which the caller stores in the counter.
 */
export function enterFor(s: State, p: ForTemps): number {
  const first = p.from(s);
  const hi = p.to(s);
  const d = p.step(s);
  const t = p.frame(s);
  t[p.lk] = hi;
  t[p.ik] = d;
  return first;
}

/** What a native FOR loop needs: the header closures, its temporaries, its body and its positions. */
export interface NativeFor extends ForTemps {
  body: Seq;
  weight: number;
  /** s.pc after an error in the FOR line / in NEXT */
  headPc: number;
  nextPc: number;
}

/** The loop of a native FOR over a plain INTEGER / LONG variable (see INT_FORS). */
type IntForLoop = (p: NativeFor, global: boolean, k: number, top: number, bottom: number) => Instr;

// Deliberate copies of one runner: innermost loops are dealt the first INNER in turn, loops around loops the
// others. The engine keeps call feedback per closure literal, so one runner shared by every loop of a program
// calls their bodies from one site that sees them all and inlines none; with a copy of its own, a loop's body
// call sees one body (and an outer loop's copy never sees an innermost loop's body).
const INT_FORS: IntForLoop[] = [
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
  (p, global, k, top, bottom) => {
    const { frame, lk, ik, weight, headPc, nextPc } = p;
    const { run, pc: bodyPc } = p.body;
    return (s) => {
      let phase = 0;
      try {
        const first = enterFor(s, p);
        const t = frame(s);
        const hi = t[lk];
        const d = t[ik];
        (global ? s.g : s.l)[k] = first;
        if (d >= 0 ? first > hi : first < hi) return;
        for (;;) {
          phase = 1;
          run(s);
          phase = 2;
          const c = global ? s.g : s.l;
          const x = c[k] + d;
          if (x > top || x < bottom) overflow();
          c[k] = x;
          if (d >= 0 ? x > hi : x < hi) return;
          if ((s.budget -= weight) <= 0) housekeeping(s);
        }
      } catch (e) {
        throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
      }
    };
  },
];

const INNER = 4;
let dealt = 0;
let dealtOuter = 0;

/** A native FOR over a plain INTEGER / LONG variable (range checked at NEXT, as QBasic does). */
export function forInt(p: NativeFor, isGlobal: boolean, slot: number, max: number, innermost: boolean): Instr {
  const i = innermost ? dealt++ % INNER : INNER + (dealtOuter++ % (INT_FORS.length - INNER));
  return INT_FORS[i](p, isGlobal, slot, max, -max - 1);
}

/**
 * A native FOR over a plain INTEGER / LONG variable whose body may leave it: forAny's loop with the counter
 * read and written in its slot (as INT_FORS) instead of through its Counter's closures.
 */
export function forIntLeaving(p: NativeFor, global: boolean, k: number, max: number, mine: number): Instr {
  const { frame, lk, ik, weight, headPc, nextPc } = p;
  const { run, pc: bodyPc } = p.body;
  const bottom = -max - 1;
  return (s) => {
    let phase = 0;
    try {
      const first = enterFor(s, p);
      const t = frame(s);
      const hi = t[lk];
      const d = t[ik];
      (global ? s.g : s.l)[k] = first;
      if (d >= 0 ? first > hi : first < hi) return;
      for (;;) {
        phase = 1;
        run(s);
        const b = s.brk;
        if (b !== 0) {
          s.brk = 0;
          if (b !== nextPc) {
            if (b !== mine) s.brk = b;
            return;
          }
        }
        phase = 2;
        const c = global ? s.g : s.l;
        const x = c[k] + d;
        if (x > max || x < bottom) overflow();
        c[k] = x;
        if (d >= 0 ? x > hi : x < hi) return;
        if ((s.budget -= weight) <= 0) housekeeping(s);
      }
    } catch (e) {
      throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
    }
  };
}

/** A native FOR over a plain SINGLE / DOUBLE variable. */
export function forReal(p: NativeFor, isGlobal: boolean, slot: number, isSingle: boolean): Instr {
  const global = isGlobal;
  const k = slot;
  const single = isSingle;
  const { frame, lk, ik, weight, headPc, nextPc } = p;
  const { run, pc: bodyPc } = p.body;
    return (s) => {
    let phase = 0;
    try {
      const first = enterFor(s, p);
      const t = frame(s);
      const hi = t[lk];
      const d = t[ik];
      (global ? s.g : s.l)[k] = first;
      const up = d >= 0;
      if (up ? first > hi : first < hi) return;
      for (;;) {
        phase = 1;
        run(s);
        phase = 2;
        const c = global ? s.g : s.l;
        // the sum is compared before it is rounded to SINGLE, as QBasic compares it (FOR x! = 0 TO 1.5
        // STEP .3 runs 5 times: the sixth value, 1.5000001 unrounded, is past the limit; 1.5 stored)
        const x = c[k] + d;
        if (single) c[k] = toSingle(x);
        else if (x - x !== 0) overflow();
        else c[k] = x + 0; // as toDouble: no -0
        if (up ? x > hi : x < hi) return;
        if ((s.budget -= weight) <= 0) housekeeping(s);
      }
    } catch (e) {
      throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
    }
  };
}

/**
 * A native FOR over any counter (read and written through its Counter) and step. A body that may run an
 * EXIT DO / FOR or a GOTO (s.brk set, seq.ts) ends the loop, which takes it when it names this loop's exit
 * (`mine`, its pc + 1; -1 for none); a GOTO to the NEXT line ends only the pass.
 */
export function forAny(p: NativeFor, c: Counter, check: (x: number) => number, mine = -1): Instr {
  const { frame, lk, ik, weight, headPc, nextPc } = p;
  const { run, pc: bodyPc } = p.body;
  const { get, set } = c;
  return (s) => {
    let phase = 0;
    try {
      const first = enterFor(s, p);
      const t = frame(s);
      const hi = t[lk];
      const d = t[ik];
      set(s, first);
      if (d >= 0 ? first > hi : first < hi) return;
      for (;;) {
        phase = 1;
        run(s);
        if (s.brk !== 0) {
          // a GOTO to the NEXT line (`IF a(i) = 0 THEN 500` ... `500 NEXT i`) ends the pass
          if (s.brk === nextPc) s.brk = 0;
          else {
            if (s.brk === mine) s.brk = 0;
            return;
          }
        }
        phase = 2;
        const x = get(s) + d; // compared unrounded (as forReal)
        set(s, check(x));
        if (d >= 0 ? x > hi : x < hi) return;
        if ((s.budget -= weight) <= 0) housekeeping(s);
      }
    } catch (e) {
      throw positioned(s, phase === 0 ? headPc : phase === 1 ? bodyPc : nextPc, e);
    }
  };
}
