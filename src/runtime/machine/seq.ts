// Statement lists as native runners execute them (see compiler/native.ts): the nodes of a block and the
// Seq that runs them, setting s.pc as the pc loop would have it when one of them throws.
//
// A list of two, three or four statements runs in a closure of its own length, which calls each
// statement from a call site of its own: in a program whose lists of that length hold the same kinds of
// statement at the same places, the engine sees one callee per site and inlines the statements into the
// list (a shared sequence loop would see every kind of statement at one site and call each).
import type { Instr, State } from './state.js';

/** One statement's (or instruction's) place in a block. */
export interface Node {
  /** its first instruction */
  pc: number;
  /** runs it without touching s.pc, or null when it needs the pc loop (jumps, GOSUB, RESUME ...) */
  run: Instr | null;
  /** a structured statement: it sets s.pc itself when something is thrown inside it */
  block: boolean;
}

/** s.pc for an exception thrown by `n` (-1: a block, which has set it already). */
function positionOf(n: Node): number {
  return n.block ? -1 : n.pc + 1;
}

export const nothing: Instr = () => {};

/**
 * A statement list as loop and branch bodies run it: `run` runs it all; when it throws, the caller sets
 * s.pc to `pc` unless that is -1 (then s.pc is set already). A one-statement list is the statement itself.
 */
export class Seq {
  readonly n: number;
  readonly run: Instr;
  readonly pc: number;

  constructor(nodes: Node[]) {
    this.n = nodes.length;
    this.run = nodes.length === 1 ? nodes[0].run! : sequence(nodes);
    this.pc = nodes.length === 1 ? positionOf(nodes[0]) : -1;
  }
}

/** Run a Seq; when a node throws, s.pc is set as the pc loop would have it. */
export function runSeq(s: State, q: Seq): void {
  try {
    q.run(s);
  } catch (e) {
    throw positioned(s, q.pc, e);
  }
}

/** `e`, after setting s.pc to p (unless p is -1: the failing block has set it). */
export function positioned(s: State, p: number, e: unknown): unknown {
  if (p >= 0) s.pc = p;
  return e;
}

/** A runner for nodes in order (every node native); it positions errors itself. */
export function sequence(nodes: Node[]): Instr {
  const [a, b, c, d] = nodes.map((n) => n.run!);
  const [pa, pb, pc, pd] = nodes.map(positionOf);
  switch (nodes.length) {
    case 0: return nothing;
    case 1: return pa < 0 ? a : (s) => {
      try { a(s); } catch (e) { throw positioned(s, pa, e); }
    };
    case 2: return (s) => {
      let p = pa;
      try { a(s); p = pb; b(s); } catch (e) { throw positioned(s, p, e); }
    };
    case 3: return (s) => {
      let p = pa;
      try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); }
    };
    case 4: return (s) => {
      let p = pa;
      try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); }
    };
  }
  return loop(nodes);
}

function loop(nodes: Node[]): Instr {
  const runs = nodes.map((n) => n.run!);
  const count = runs.length;
  return (s) => {
    let i = 0;
    try {
      for (; i < count; i++) runs[i](s);
    } catch (e) {
      throw positioned(s, positionOf(nodes[i]), e);
    }
  };
}
