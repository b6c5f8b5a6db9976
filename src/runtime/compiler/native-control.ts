// Native runners for IF, SELECT CASE and DO / WHILE loops (see native.ts for the rules they keep).
import { housekeeping } from '../machine/exec.js';
import type { Eval, Instr, State } from '../machine/state.js';
import { Seq, mayLeave, weightOf, type Node } from './native.js';
import { positioned } from '../machine/seq.js';
import { holds, operandValue, shapeOf, type Fused, type Operand } from './fused.js';
import { branchFused, relationalOf, safeHolds, safeTest, testTrue } from './fused-stmt.js';
import { directBranch } from './fused-direct.js';
import { elementBranch } from './branch-element.js';

/** One IF / ELSEIF / CASE arm: its test (non-zero: taken), the test's instruction and the arm's body. */
export interface Arm {
  test: Eval<number>;
  fused?: Fused;
  /** the test as an operand read inline (IF flags(i) THEN), when it is one */
  operand?: Operand | null;
  pc: number;
  body: Node[];
}

/** A DO / WHILE condition: its test, its instruction, and the truth value that leaves the loop. */
export interface LoopTest {
  test: Eval<number>;
  /** the test as a relational operator read inline, when it is one */
  relational: Fused | null;
  pc: number;
  exitWhen: boolean;
}

type TestedBranch = (test: Eval<number>, pc: number, then: Seq, other: Seq) => Instr;

// Deliberate copies of one runner (as seq.ts's RUNNERS), dealt in turn to IFs whose test is called: the
// engine keeps call feedback per literal, and one literal shared by the arms of an ELSEIF chain calls every
// arm's test from one site, which it then inlines for none (a chain's AND arm ran as a call of its own).
const TESTED_BRANCHES: TestedBranch[] = [
  (test, pc, then, other) => {
    const { run: thenRun, pc: thenPc, n: thenN } = then;
    const { run: otherRun, pc: otherPc, n: otherN } = other;
    return (s) => {
      let t: number;
      try {
        t = test(s);
      } catch (e) {
        s.pc = pc;
        throw e;
      }
      if (t === 0) {
        if (otherN !== 0) {
          try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
        }
      } else if (thenN !== 0) {
        try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
      }
    };
  },
  (test, pc, then, other) => {
    const { run: thenRun, pc: thenPc, n: thenN } = then;
    const { run: otherRun, pc: otherPc, n: otherN } = other;
    return (s) => {
      let t: number;
      try {
        t = test(s);
      } catch (e) {
        s.pc = pc;
        throw e;
      }
      if (t === 0) {
        if (otherN !== 0) {
          try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
        }
      } else if (thenN !== 0) {
        try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
      }
    };
  },
  (test, pc, then, other) => {
    const { run: thenRun, pc: thenPc, n: thenN } = then;
    const { run: otherRun, pc: otherPc, n: otherN } = other;
    return (s) => {
      let t: number;
      try {
        t = test(s);
      } catch (e) {
        s.pc = pc;
        throw e;
      }
      if (t === 0) {
        if (otherN !== 0) {
          try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
        }
      } else if (thenN !== 0) {
        try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
      }
    };
  },
  (test, pc, then, other) => {
    const { run: thenRun, pc: thenPc, n: thenN } = then;
    const { run: otherRun, pc: otherPc, n: otherN } = other;
    return (s) => {
      let t: number;
      try {
        t = test(s);
      } catch (e) {
        s.pc = pc;
        throw e;
      }
      if (t === 0) {
        if (otherN !== 0) {
          try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
        }
      } else if (thenN !== 0) {
        try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
      }
    };
  },
];
let dealtBranches = 0;

/** IF ... ELSEIF ... ELSE (and the arms of SELECT CASE) as one runner. */
export function nativeBranches(arms: Arm[], elseBody: Node[]): Instr {
  const other = new Seq(elseBody);
  if (arms.length === 0) {
    // a SELECT CASE with no CASE, or CASE ELSE alone
    const { run, pc, n } = other;
    return n === 0 ? () => {} : (s) => {
      try { run(s); } catch (e) { throw positioned(s, pc, e); }
    };
  }
  if (arms.length === 1) {
    const test = arms[0].test;
    const then = new Seq(arms[0].body);
    const pc = arms[0].pc + 1;
    const d = arms[0].fused;
    const fused = d && (directBranch(d, then, other) ?? branchFused(d, then, other));
    if (fused) return fused;
    const operand = arms[0].operand;
    const element = operand && elementBranch(operand, pc, then, other);
    if (element) return element;
    // the THEN and ELSE bodies called from each literal's own sites (runSeq's one site is shared by every body)
    if (operand) {
      const { run: thenRun, pc: thenPc, n: thenN } = then;
      const { run: otherRun, pc: otherPc, n: otherN } = other;
      return (s) => {
        let t: boolean;
        try {
          t = operandValue(s, operand, true) !== 0;
        } catch (e) {
          s.pc = pc;
          throw e;
        }
        if (!t) {
          if (otherN !== 0) {
            try { otherRun(s); } catch (e) { throw positioned(s, otherPc, e); }
          }
        } else if (thenN !== 0) {
          try { thenRun(s); } catch (e) { throw positioned(s, thenPc, e); }
        }
      };
    }
    return TESTED_BRANCHES[dealtBranches++ % TESTED_BRANCHES.length](test, pc, then, other);
  }
  if (arms.length >= 3) {
    // IF ... ELSEIF ... ELSEIF ...: the first arm, else the rest, each test compiled as one IF's is
    const rest: Node = { pc: arms[1].pc, run: nativeBranches(arms.slice(1), elseBody), block: true };
    return nativeBranches([arms[0]], [rest]);
  }
  // IF ... ELSEIF ... [ELSE]: each test and each body called from a site of its own (a loop over the tests
  // would call every test from one site, which the engine leaves as a generic call), positioned as runSeq
  // would (an empty body's run does nothing)
  const [{ run: r0, pc: p0 }, { run: r1, pc: p1 }] = arms.map((a) => new Seq(a.body));
  const { run: r2, pc: p2 } = other;
  const [t0, t1] = arms.map((a) => safeTest(a.fused));
  if (t0 && t1) {
    // both tests read variables, constants or by-reference parameters: neither can fail, no try
    return (s) => {
      let p = p0;
      try {
        if (safeHolds(s, t0)) r0(s);
        else if (safeHolds(s, t1)) {
          p = p1;
          r1(s);
        } else {
          p = p2;
          r2(s);
        }
      } catch (e) {
        throw positioned(s, p, e);
      }
    };
  }
  const [f0, f1] = arms.map((a) => a.test);
  const [d0, d1] = arms.map((a) => relationalOf(a.fused));
  const [q0, q1] = arms.map((a) => a.pc + 1);
  return (s) => {
    let at = q0;
    let k: number;
    try {
      // a test that is not a relation read inline is called from this literal's own site, not testTrue's
      if (d0 === null ? f0(s) !== 0 : testTrue(s, f0, d0)) k = 0;
      else {
        at = q1;
        k = (d1 === null ? f1(s) !== 0 : testTrue(s, f1, d1)) ? 1 : 2;
      }
    } catch (e) {
      s.pc = at;
      throw e;
    }
    try {
      if (k === 0) r0(s);
      else if (k === 1) r1(s);
      else r2(s);
    } catch (e) {
      throw positioned(s, k === 0 ? p0 : k === 1 ? p1 : p2, e);
    }
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

function passes(s: State, t: LoopTest): boolean {
  let v: boolean;
  try {
    v = testTrue(s, t.test, t.relational);
  } catch (e) {
    s.pc = t.pc + 1;
    throw e;
  }
  return v !== t.exitWhen;
}

/** What a simple loop's runner reads: the test `a op b` (b a constant or a variable), the body. */
interface Simple {
  /** tested before the body (DO WHILE / UNTIL, WHILE), else after it (LOOP WHILE / UNTIL) */
  pre: boolean;
  op: number;
  ga: boolean;
  ka: number;
  constant: boolean;
  cb: number;
  gb: boolean;
  kb: number;
  stay: boolean;
  body: Seq;
  weight: number;
}

type SimpleRunner = (l: Simple) => Instr;

const simpleRunner: SimpleRunner = (l) => {
  const { pre, op, ga, ka, constant, cb, gb, kb, stay, weight } = l;
  const { run, pc } = l.body;
  return (s) => {
    if (pre && holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) !== stay) return;
    do {
      try { run(s); } catch (e) { throw positioned(s, pc, e); }
      if ((s.budget -= weight) <= 0) housekeeping(s);
    } while (holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) === stay);
  };
};

// Deliberate copies of one runner, dealt in turn to innermost loops (as INT_FORS in native-for.ts): each
// copy calls its body from a site of its own, which the engine inlines while it sees one body. A loop
// tested first is the loop tested after it, entered through the test.
const SIMPLE_LOOPS: SimpleRunner[] = [
  (l) => {
    const { pre, op, ga, ka, constant, cb, gb, kb, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      if (pre && holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) !== stay) return;
      do {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) === stay);
    };
  },
  (l) => {
    const { pre, op, ga, ka, constant, cb, gb, kb, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      if (pre && holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) !== stay) return;
      do {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) === stay);
    };
  },
  (l) => {
    const { pre, op, ga, ka, constant, cb, gb, kb, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      if (pre && holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) !== stay) return;
      do {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) === stay);
    };
  },
  (l) => {
    const { pre, op, ga, ka, constant, cb, gb, kb, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      if (pre && holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) !== stay) return;
      do {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (holds(op, (ga ? s.g : s.l)[ka], constant ? cb : (gb ? s.g : s.l)[kb]) === stay);
    };
  },
];

let dealt = 0;

/**
 * A loop whose one test compares a variable with a constant or another variable (`WHILE k <= 8190`,
 * `LOOP UNTIL n >= m`): the test is read inline (reading a variable and comparing cannot fail, so
 * nothing is positioned), or undefined for other tests. An innermost loop runs on a copy.
 */
function simpleLoop(t: LoopTest, body: Seq, weight: number, pre: boolean, innermost: boolean): Instr | undefined {
  const d = t.relational;
  const shape = d && shapeOf(d);
  if (!d || (shape !== 'SC' && shape !== 'SS')) return undefined;
  const { op, a: { global: ga, k: ka }, b: { global: gb, k: kb, c: cb } } = d;
  const l: Simple = { pre, op, ga, ka, constant: shape === 'SC', cb, gb, kb, stay: !t.exitWhen, body, weight };
  return innermost ? SIMPLE_LOOPS[dealt++ % SIMPLE_LOOPS.length](l) : simpleRunner(l);
}

/** A loop with one test, before or after the body, that is not simple: the test's closure is called. */
interface Tested {
  pre: boolean;
  test: Eval<number>;
  /** s.pc when the test throws */
  at: number;
  stay: boolean;
  body: Seq;
  weight: number;
}

type TestedRunner = (l: Tested) => Instr;

// Deliberate copies of one runner (as SIMPLE_LOOPS), dealt to innermost loops: each calls its test and
// its body from sites of its own (`LOOP UNTIL k$ <> ""`, `WHILE INKEY$ = ""`). `p` is where a throw is
// positioned: the test's pc, the body's (-1 when the body positions itself), -1 for housekeeping.
const TESTED_LOOPS: TestedRunner[] = [
  (l) => {
    const { pre, test, at, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      let p = at;
      try {
        if (pre && (test(s) !== 0) !== stay) return;
        do {
          p = pc; run(s); p = -1;
          if ((s.budget -= weight) <= 0) housekeeping(s);
          p = at;
        } while ((test(s) !== 0) === stay);
      } catch (e) { throw positioned(s, p, e); }
    };
  },
  (l) => {
    const { pre, test, at, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      let p = at;
      try {
        if (pre && (test(s) !== 0) !== stay) return;
        do {
          p = pc; run(s); p = -1;
          if ((s.budget -= weight) <= 0) housekeeping(s);
          p = at;
        } while ((test(s) !== 0) === stay);
      } catch (e) { throw positioned(s, p, e); }
    };
  },
  (l) => {
    const { pre, test, at, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      let p = at;
      try {
        if (pre && (test(s) !== 0) !== stay) return;
        do {
          p = pc; run(s); p = -1;
          if ((s.budget -= weight) <= 0) housekeeping(s);
          p = at;
        } while ((test(s) !== 0) === stay);
      } catch (e) { throw positioned(s, p, e); }
    };
  },
  (l) => {
    const { pre, test, at, stay, weight } = l;
    const { run, pc } = l.body;
    return (s) => {
      let p = at;
      try {
        if (pre && (test(s) !== 0) !== stay) return;
        do {
          p = pc; run(s); p = -1;
          if ((s.budget -= weight) <= 0) housekeeping(s);
          p = at;
        } while ((test(s) !== 0) === stay);
      } catch (e) { throw positioned(s, p, e); }
    };
  },
];

let dealtTested = 0;

/**
 * DO [WHILE | UNTIL c] ... LOOP [WHILE | UNTIL c] and WHILE ... WEND as one runner; `own`: the loop's exit,
 * which an EXIT DO inside leaves by (undefined for a loop written with GOTO, which EXIT DO cannot name);
 * `again`: s.brk of a GOTO to the LOOP / WEND line (-1 for none), which ends the pass.
 */
export function nativeDo(pre: LoopTest | undefined, bodyNodes: Node[], post: LoopTest | undefined, innermost: boolean,
  own: { pc: number } | undefined, again = -1): Instr {
  const one = pre && !post ? pre : post && !pre ? post : undefined;
  const end = again >= 0 ? again - 1 : undefined;
  const leaves = mayLeave(bodyNodes, end);
  // a loop with one called test (not a relation read inline) runs on TESTED_LOOPS, its body apart (seq.ts)
  const tested = !leaves && one !== undefined && innermost && one.relational === null;
  const body = new Seq(bodyNodes, true, tested, end);
  const weight = weightOf(bodyNodes);
  if (leaves) return anyDo(pre, body, post, weight, own ? own.pc + 1 : -1, again);
  const simple = one && simpleLoop(one, body, weight, one === pre, innermost);
  if (simple) return simple;
  if (tested) {
    const l: Tested = { pre: one === pre, test: one.test, at: one.pc + 1, stay: !one.exitWhen, body, weight };
    return TESTED_LOOPS[dealtTested++ % TESTED_LOOPS.length](l);
  }
  // the body called from each literal's own site, positioned as runSeq would
  const { run, pc } = body;
  if (pre && !post) {
    return (s) => {
      while (passes(s, pre)) {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      }
    };
  }
  if (post && !pre) {
    return (s) => {
      do {
        try { run(s); } catch (e) { throw positioned(s, pc, e); }
        if ((s.budget -= weight) <= 0) housekeeping(s);
      } while (passes(s, post));
    };
  }
  return anyDo(pre, body, post, weight, -1, again);
}

/**
 * A DO loop with tests before and after its body, either, or none. A body that may run an EXIT or a GOTO
 * (s.brk set, seq.ts) ends the loop after its pass; the loop takes it when it names this loop's exit
 * (`mine`, its pc + 1; -1 for none) and leaves another for the runners around it; a GOTO to the LOOP line
 * (`again`) ends only the pass.
 */
function anyDo(pre: LoopTest | undefined, body: Seq, post: LoopTest | undefined, weight: number, mine: number,
  again: number): Instr {
  const { run, pc } = body;
  return (s) => {
    for (;;) {
      if (pre && !passes(s, pre)) return;
      try { run(s); } catch (e) { throw positioned(s, pc, e); }
      if (s.brk !== 0) {
        if (s.brk === again) s.brk = 0;
        else {
          if (s.brk === mine) s.brk = 0;
          return;
        }
      }
      if (post && !passes(s, post)) return;
      if ((s.budget -= weight) <= 0) housekeeping(s);
    }
  };
}
