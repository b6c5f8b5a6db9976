// Native nodes: structured statements (FOR, DO, WHILE, IF, SELECT CASE, whole procedure bodies) run as
// JS loops and branches over their statements' closures, beside the flat pc loop that GOTO, GOSUB and
// RESUME need. A native runner never reads or writes s.pc while it runs. When something is thrown in
// it, it sets s.pc as the pc loop would have it (one past the failing instruction) and rethrows, so
// ON ERROR, ERL, RESUME [NEXT] and error positions are unchanged; after a trapped error execution
// goes on in the flat code (which runs the same closures).
import type { Instr, State } from '../machine/state.js';
import type { Emitter } from './emitter.js';
import type { Cx } from './context.js';
import type { Stmt } from '../../parser/ast.js';
import { compileBlock } from './statements.js';

/** One statement's (or instruction's) place in a block. */
export interface Node {
  /** its first instruction */
  pc: number;
  /** runs it without touching s.pc, or null when it needs the pc loop (jumps, GOSUB, RESUME ...) */
  run: Instr | null;
  /** a structured statement: it sets s.pc itself when something is thrown inside it */
  block: boolean;
  weight: number;
}

/** Compile a statement list and return its nodes (they are removed from the emitter's list). */
export function compileBody(cx: Cx, body: Stmt[]): Node[] {
  const mark = cx.em.nodes.length;
  compileBlock(cx, body);
  return cx.em.take(mark);
}

/** Whether every node of every list can run natively. */
export function allNative(...lists: Node[][]): boolean {
  return lists.every((l) => l.every((n) => n.run !== null));
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
 * (so a jump to that pc, as LOOP makes, also runs natively).
 */
export function finishStructured(em: Emitter, mark: number, start: number, run: Instr | undefined): void {
  em.take(mark);
  em.nodes.push({ pc: start, run: run ?? null, block: true, weight: 1 });
  if (!run) return;
  const end = em.here;
  em.code[start] = (s) => {
    run(s);
    s.pc = end;
  };
}

/** s.pc for an exception thrown by `n` (a block has set it already). */
export function position(s: State, n: Node): void {
  if (!n.block) s.pc = n.pc + 1;
}

const nothing: Instr = () => {};

/** A runner for nodes in order (every node native). */
export function sequence(nodes: Node[]): Instr {
  switch (nodes.length) {
    case 0: return nothing;
    case 1: return one(nodes[0]);
    case 2: return two(nodes[0], nodes[1]);
    case 3: return three(nodes[0], nodes[1], nodes[2]);
    default: return many(nodes);
  }
}

function one(n: Node): Instr {
  const a = n.run!;
  if (n.block) return a;
  const pc = n.pc + 1;
  return (s) => {
    try {
      a(s);
    } catch (e) {
      s.pc = pc;
      throw e;
    }
  };
}

function two(n0: Node, n1: Node): Instr {
  const a = n0.run!;
  const b = n1.run!;
  return (s) => {
    let at = n0;
    try {
      a(s);
      at = n1;
      b(s);
    } catch (e) {
      position(s, at);
      throw e;
    }
  };
}

function three(n0: Node, n1: Node, n2: Node): Instr {
  const a = n0.run!;
  const b = n1.run!;
  const c = n2.run!;
  return (s) => {
    let at = n0;
    try {
      a(s);
      at = n1;
      b(s);
      at = n2;
      c(s);
    } catch (e) {
      position(s, at);
      throw e;
    }
  };
}

function many(nodes: Node[]): Instr {
  const runs = nodes.map((n) => n.run!);
  const count = runs.length;
  return (s) => {
    let i = 0;
    try {
      for (; i < count; i++) runs[i](s);
    } catch (e) {
      position(s, nodes[i]);
      throw e;
    }
  };
}
