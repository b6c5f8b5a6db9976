// Native nodes: structured statements (FOR, DO, WHILE, IF, SELECT CASE, whole procedure bodies) run as
// JS loops and branches over their statements' closures, beside the flat pc loop that GOTO, GOSUB and
// RESUME need. A native runner never reads or writes s.pc while it runs. When something is thrown in
// it, it sets s.pc as the pc loop would have it (one past the failing instruction) and rethrows, so
// ON ERROR, ERL, RESUME [NEXT] and error positions are unchanged; after a trapped error execution
// goes on in the flat code (which runs the same closures).
import type { Stmt } from '../../parser/ast.js';
import type { Node } from '../machine/seq.js';
import type { Instr } from '../machine/state.js';
import type { Cx } from './context.js';
import type { Emitter } from './emitter.js';
import { compileBlock } from './statements.js';

export { Seq, exitsOf, mayLeave, runSeq, sequence, type Node } from '../machine/seq.js';

/** Compile a statement list and return its nodes (they are removed from the emitter's list). */
export function compileBody(cx: Cx, body: Stmt[]): Node[] {
  const mark = cx.em.nodes.length;
  const outer = cx.em.blockStart;
  cx.em.blockStart = mark;
  compileBlock(cx, body);
  cx.em.blockStart = outer;
  return cx.em.take(mark);
}

/** Whether every node of a list can run natively. */
export function allNative(nodes: Node[]): boolean {
  for (let i = 0; i < nodes.length; i++) if (nodes[i].run === null) return false;
  return true;
}

/**
 * Whether a structured statement over `body` (and its `arms`' bodies) gets a native runner: when its code
 * is kept and `allNative`. A check drops the code, and a runner only makes a run faster; a debug build
 * runs every statement through the pc loop, where each one calls the hook.
 */
export function wantsRunner(cx: Cx, body: Node[], arms: readonly { body: Node[] }[] = []): boolean {
  if (!cx.prog.keepCode || cx.prog.debug || !allNative(body)) return false;
  for (let i = 0; i < arms.length; i++) if (!allNative(arms[i].body)) return false;
  return true;
}

/** Instructions a loop counts per iteration toward the step budget (nested loops count their own). */
export function weightOf(nodes: Node[]): number {
  let w = 1;
  for (const n of nodes) if (!n.block) w++;
  return w;
}

/**
 * Replace the nodes of a structured statement (emitted since `mark`, its code from pc `start` to here)
 * by one node; with a native runner, the statement's first instruction runs it and jumps past the end
 * (so a jump to that pc, as LOOP makes, also runs natively). `loop`: the statement is or holds a loop;
 * `exits`: where an EXIT DO / EXIT FOR or a GOTO inside it may leave to, outside it (run from the flat code,
 * it then jumps there).
 */
export function finishStructured(em: Emitter, mark: number, start: number, run: Instr | undefined, loop: boolean,
  exits: { pc: number }[] = []): void {
  em.drop(mark);
  em.nodes.push({ pc: start, run: run ?? null, block: true, loop, exits });
  if (!run) return;
  const end = em.here;
  em.code[start] = exits.length === 0
    ? (s) => {
      run(s);
      s.pc = end;
    }
    : (s) => {
      run(s);
      const b = s.brk;
      if (b === 0) s.pc = end;
      else {
        s.brk = 0;
        s.pc = b - 1;
      }
    };
}
