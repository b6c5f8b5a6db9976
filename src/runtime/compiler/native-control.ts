// Native runners for IF, SELECT CASE and DO / WHILE loops (see native.ts for the rules they keep).
import { housekeeping } from '../machine/exec.js';
import type { Eval, Instr } from '../machine/state.js';
import { sequence, weightOf, type Node } from './native.js';
import type { Fused } from './fused.js';
import { branchFused } from './fused-stmt.js';

/** One IF / ELSEIF / CASE arm: its test (non-zero: taken), the test's instruction and the arm's body. */
export interface Arm {
  test: Eval<number>;
  fused?: Fused;
  pc: number;
  body: Node[];
}

/** A DO / WHILE condition: its test, its instruction, and the truth value that leaves the loop. */
export interface LoopTest {
  test: Eval<number>;
  pc: number;
  exitWhen: boolean;
}

/** IF ... ELSEIF ... ELSE (and the arms of SELECT CASE) as one runner. */
export function nativeBranches(arms: Arm[], elseBody: Node[]): Instr {
  const otherwise = elseBody.length > 0 ? sequence(elseBody) : undefined;
  if (arms.length === 1) {
    const test = arms[0].test;
    const then = sequence(arms[0].body);
    const pc = arms[0].pc + 1;
    const fused = arms[0].fused && branchFused(arms[0].fused, then, otherwise);
    if (fused) return fused;
    if (!otherwise) {
      return (s) => {
        let t: number;
        try {
          t = test(s);
        } catch (e) {
          s.pc = pc;
          throw e;
        }
        if (t !== 0) then(s);
      };
    }
    return (s) => {
      let t: number;
      try {
        t = test(s);
      } catch (e) {
        s.pc = pc;
        throw e;
      }
      if (t !== 0) then(s);
      else otherwise(s);
    };
  }
  const tests = arms.map((a) => a.test);
  const bodies = arms.map((a) => sequence(a.body));
  const pcs = arms.map((a) => a.pc + 1);
  const count = arms.length;
  return (s) => {
    let i = 0;
    try {
      for (; i < count; i++) if (tests[i](s) !== 0) break;
    } catch (e) {
      s.pc = pcs[i];
      throw e;
    }
    if (i < count) bodies[i](s);
    else if (otherwise) otherwise(s);
  };
}

/** SELECT CASE: hold the value (instruction `hold` at `pc`), then the arms. */
export function nativeSelect(hold: Instr, pc: number, arms: Instr): Instr {
  const after = pc + 1;
  return (s) => {
    try {
      hold(s);
    } catch (e) {
      s.pc = after;
      throw e;
    }
    arms(s);
  };
}

function passes(s: Parameters<Instr>[0], t: LoopTest): boolean {
  let v: number;
  try {
    v = t.test(s);
  } catch (e) {
    s.pc = t.pc + 1;
    throw e;
  }
  return (v !== 0) !== t.exitWhen;
}

/** DO [WHILE | UNTIL c] ... LOOP [WHILE | UNTIL c] and WHILE ... WEND as one runner. */
export function nativeDo(pre: LoopTest | undefined, bodyNodes: Node[], post: LoopTest | undefined): Instr {
  const body = sequence(bodyNodes);
  const weight = weightOf(bodyNodes);
  if (pre && !post) {
    return (s) => {
      while (passes(s, pre)) {
        body(s);
        if ((s.budget -= weight) <= 0) housekeeping(s);
      }
    };
  }
  if (post && !pre) {
    return (s) => {
      do {
        body(s);
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (passes(s, post));
    };
  }
  return (s) => {
    for (;;) {
      if (pre && !passes(s, pre)) return;
      body(s);
      if (post && !passes(s, post)) return;
      if ((s.budget -= weight) <= 0) housekeeping(s);
    }
  };
}
