// GOSUB and RETURN. In the flat code GOSUB is a jump that pushes where to come back to, and RETURN pops
// it. A GOSUB is also a native statement, at module level and in procedures, so that a loop around it can
// run natively (a FOR loop calling a subroutine ran in the pc loop, eleven times as long as the same loop
// with the subroutine's statements written in it). A subroutine that is a straight run of native statements ending
// in RETURN runs as a statement list; any other runs in a pc loop of its own (runSubroutine). Either way
// the GOSUB stack holds the entry the flat code would have pushed, so that after an error inside the
// subroutine, ON ERROR's RESUME goes on in the flat code and its RETURN comes back where the flat GOSUB would.
import type { GosubStmt, Loc, Target } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { runSubroutine } from '../machine/exec.js';
import { Seq, runSeq, type Node } from '../machine/seq.js';
import { FlatSignal, UnwindSignal } from '../machine/signals.js';
import type { Eval, GosubEntry, Instr, ProcCode, State } from '../machine/state.js';
import { trapReturned } from '../machine/traps.js';
import { toInteger } from '../values/numbers.js';
import type { Cx } from './context.js';
import type { JumpTarget } from './emitter.js';
import { labelTarget } from './labels.js';

/** Nested GOSUBs before Out of stack space. */
const MAX_GOSUB = 10000;

/** A subroutine as native GOSUBs run it: its statements, or null for the pc loop. */
export interface Subroutine {
  seq: Seq | null;
}

/** The subroutines the native GOSUBs of one body of code name, by label, and the pcs of its RETURNs without one. */
export class GosubPlan {
  readonly subroutines = new Map<JumpTarget, Subroutine>();
  readonly returns = new Set<number>();
  /** `proc`: the procedure the code is (null: the module level) */
  constructor(readonly proc: ProcCode | null) {}
}

/** GOSUB in the flat code (also ON n GOSUB's). */
export function gosubTo(pc: number): Instr {
  return (s) => {
    if (s.gosub.length >= MAX_GOSUB) throw new QBasicError(28, undefined, 'Out of stack space');
    s.gosub.push({ code: s.code, proc: s.proc, pc: s.pc, depth: s.depth, trap: null });
    s.pc = pc;
  };
}

export function compileGosub(cx: Cx, st: GosubStmt): void {
  const target = labelTarget(cx, st.target);
  const at = cx.em.emitJump(target, gosubTo, st.loc);
  const plan = cx.gosubs;
  if (!plan || cx.prog.debug) return;
  const node = cx.em.nodes[cx.em.nodes.length - 1];
  // it positions its errors itself: an error inside the subroutine is at the subroutine's statement
  node.block = true;
  node.run = nativeGosub(subroutineOf(plan, target), target, at + 1, plan.proc);
}

/** The subroutine at `target` in the plan, added (its statements found later by planSubroutines). */
function subroutineOf(plan: GosubPlan, target: JumpTarget): Subroutine {
  let sub = plan.subroutines.get(target);
  if (!sub) plan.subroutines.set(target, (sub = { seq: null }));
  return sub;
}

/** ON n's choice: n rounded; outside 0..255 an Illegal function call. */
export function choice(x: number): number {
  const i = toInteger(x);
  if (i < 0 || i > 255) throw new QBasicError(5);
  return i;
}

/**
 * ON n GOSUB at module level as a native statement (see compileGosub), its choice made once: each target's
 * native GOSUB, whose subroutine runs as a statement list or in a pc loop of its own. Past 200 nested
 * GOSUBs the chosen subroutine runs in a pc loop of its own too (leaving for the flat ON would choose
 * again, calling n's functions twice). In a procedure ON n GOSUB stays flat: its native GOSUB may have to
 * leave for the flat code.
 */
export function nativeOnGosub(cx: Cx, at: number, n: Eval<number>, targets: JumpTarget[]): void {
  const plan = cx.gosubs;
  if (!plan || plan.proc !== null || cx.prog.debug) return;
  const runs = targets.map((target) => nativeGosub(subroutineOf(plan, target), target, at + 1, null));
  const node = cx.em.nodes[cx.em.nodes.length - 1];
  node.block = true;
  node.run = (s: State) => {
    let i: number;
    try {
      i = choice(n(s));
    } catch (e) {
      s.pc = at + 1;
      throw e;
    }
    if (i === 0 || i > runs.length) return;
    if (s.gosub.length >= NATIVE_GOSUB_DEPTH) runSubroutine(s, targets[i - 1].pc);
    else runs[i - 1](s);
  };
}

/**
 * GOSUBs nested deeper than this go on in the flat code (each native one holds a few frames of the engine's
 * stack, which would run out long before MAX_GOSUB): the native code is left (UnwindSignal at module level,
 * FlatSignal in a procedure) for the flat GOSUB, the entries of the native GOSUBs around it staying on the
 * GOSUB stack as the flat ones would. In a procedure a subroutine that is not a straight run of native
 * statements is also left to the flat code (its pc loop may leave the procedure: EXIT SUB).
 */
const NATIVE_GOSUB_DEPTH = 200;

function nativeGosub(sub: Subroutine, target: JumpTarget, back: number, proc: ProcCode | null): Instr {
  // the entry this site pushes, made once: never changed, so one object may stand in the stack twice
  let entry: GosubEntry | null = null;
  return (s: State) => {
    if (proc !== null && (sub.seq === null || s.gosub.length >= NATIVE_GOSUB_DEPTH)) throw new FlatSignal(back - 1);
    if (s.gosub.length >= NATIVE_GOSUB_DEPTH) {
      // in an event handler the module's loop is not below: the engine's stack has to do
      if (!s.nested) throw new UnwindSignal(back - 1);
      if (s.gosub.length >= MAX_GOSUB) {
        s.pc = back;
        throw new QBasicError(28, undefined, 'Out of stack space');
      }
    }
    const seq = sub.seq;
    if (seq === null) {
      runSubroutine(s, target.pc);
      return;
    }
    let e = entry;
    if (e === null || e.depth !== s.depth) {
      const at = proc ?? s.exe.main;
      e = { code: at.code, proc: at, pc: back, depth: s.depth, trap: null };
      if (entry === null) entry = e;
    }
    // a store past the end, not push(): the engine compiled push() here as a call
    const g = s.gosub;
    g[g.length] = e;
    runSeq(s, seq);
    g.pop();
  };
}

/**
 * After a body of code is compiled: each subroutine a native GOSUB names that starts a straight run of
 * native statements at its top level and ends in a RETURN without a label gets that run as its statement
 * list.
 */
export function planSubroutines(plan: GosubPlan, nodes: Node[]): void {
  for (const [target, sub] of plan.subroutines) {
    let i = nodes.findIndex((n) => n.pc === target.pc);
    if (i < 0) continue;
    const body: Node[] = [];
    for (; i < nodes.length && nodes[i].run !== null && !nodes[i].exits?.length; i++) body.push(nodes[i]);
    if (i < nodes.length && plan.returns.has(nodes[i].pc)) sub.seq = new Seq(body);
  }
}

export function compileReturn(cx: Cx, target: Target | undefined, loc: Loc): void {
  const pop = (s: State) => {
    const e = s.gosub.pop();
    if (!e || e.depth !== s.depth) {
      if (e) s.gosub.push(e);
      throw new QBasicError(3);
    }
    if (e.trap) trapReturned(s, e.trap);
    return e;
  };
  if (!target) {
    const pc = cx.em.emit((s) => {
      const e = pop(s);
      s.code = e.code;
      s.proc = e.proc;
      s.pc = e.pc;
    }, loc, false);
    cx.gosubs?.returns.add(pc);
    return;
  }
  cx.em.emitJump(labelTarget(cx, target), (pc) => (s) => {
    // from an event handler: leave what the event interrupted (the label is at module level)
    if (pop(s).trap) throw new UnwindSignal(pc);
    s.pc = pc;
  }, loc);
}
