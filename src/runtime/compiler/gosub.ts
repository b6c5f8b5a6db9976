// GOSUB and RETURN. In the flat code GOSUB is a jump that pushes where to come back to, and RETURN pops
// it. At module level a GOSUB is also a native statement, so that a loop around it can run natively (a FOR
// loop calling a subroutine ran in the pc loop, eleven times as long as the same loop with the
// subroutine's statements written in it). A subroutine that is a straight run of native statements ending
// in RETURN runs as a statement list; any other runs in a pc loop of its own (runSubroutine). Either way
// the GOSUB stack holds the entry the flat code would have pushed, so that after an error inside the
// subroutine, ON ERROR's RESUME goes on in the flat code and its RETURN comes back where the flat GOSUB would.
import type { GosubStmt, Loc, Target } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import { runSubroutine } from '../machine/exec.js';
import { Seq, runSeq, type Node } from '../machine/seq.js';
import { UnwindSignal } from '../machine/signals.js';
import type { GosubEntry, Instr, State } from '../machine/state.js';
import { trapReturned } from '../machine/traps.js';
import type { Cx, ProgramCtx } from './context.js';
import type { JumpTarget } from './emitter.js';
import { labelTarget } from './labels.js';

/** Nested GOSUBs before Out of stack space. */
const MAX_GOSUB = 10000;

/** A module-level subroutine as native GOSUBs run it: its statements, or null for a pc loop of its own. */
export interface Subroutine {
  seq: Seq | null;
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
  if (cx.proc || cx.prog.debug) return;
  let sub = cx.prog.subroutines.get(target);
  if (!sub) cx.prog.subroutines.set(target, (sub = { seq: null }));
  const node = cx.em.nodes[cx.em.nodes.length - 1];
  // it positions its errors itself: an error inside the subroutine is at the subroutine's statement
  node.block = true;
  node.run = nativeGosub(sub, target, at + 1);
}

/**
 * GOSUBs nested deeper than this go on in the flat code (each native one holds a few frames of the engine's
 * stack, which would run out long before MAX_GOSUB): the native code is left (UnwindSignal) for the flat
 * GOSUB, the entries of the native GOSUBs around it staying on the GOSUB stack as the flat ones would.
 */
const NATIVE_GOSUB_DEPTH = 200;

function nativeGosub(sub: Subroutine, target: JumpTarget, back: number): Instr {
  // the entry this site pushes, made once: never changed, so one object may stand in the stack twice
  let entry: GosubEntry | null = null;
  return (s: State) => {
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
      e = { code: s.exe.main.code, proc: s.exe.main, pc: back, depth: s.depth, trap: null };
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
 * After the module level is compiled: each subroutine a native GOSUB names that starts a straight run of
 * native statements at the module's top level and ends in a RETURN without a label gets that run as its
 * statement list.
 */
export function planSubroutines(prog: ProgramCtx, nodes: Node[]): void {
  for (const [target, sub] of prog.subroutines) {
    let i = nodes.findIndex((n) => n.pc === target.pc);
    if (i < 0) continue;
    const body: Node[] = [];
    for (; i < nodes.length && nodes[i].run !== null && !nodes[i].exits?.length; i++) body.push(nodes[i]);
    if (i < nodes.length && prog.returns.has(nodes[i].pc)) sub.seq = new Seq(body);
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
    if (!cx.proc) cx.prog.returns.add(pc);
    return;
  }
  cx.em.emitJump(labelTarget(cx, target), (pc) => (s) => {
    // from an event handler: leave what the event interrupted (the label is at module level)
    if (pop(s).trap) throw new UnwindSignal(pc);
    s.pc = pc;
  }, loc);
}
