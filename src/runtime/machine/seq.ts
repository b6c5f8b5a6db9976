// Statement lists as native runners execute them (see compiler/native.ts): the nodes of a block and the
// Seq that runs them, setting s.pc as the pc loop would have it when one of them throws.
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

/** s.pc for an exception thrown by `n` (a block has set it already). */
export function position(s: State, n: Node): void {
  if (!n.block) s.pc = n.pc + 1;
}

export const nothing: Instr = () => {};

/**
 * A statement list as loop and branch bodies run it: the first three nodes are called directly by
 * runSeq (inlined into the loop or branch), the rest through one sequence runner.
 */
export class Seq {
  readonly n: number;
  readonly r0: Instr;
  readonly r1: Instr;
  readonly r2: Instr;
  readonly rest: Instr;
  /** s.pc when node 0 / 1 / 2 throws (-1: it sets s.pc itself) */
  readonly p0: number;
  readonly p1: number;
  readonly p2: number;

  constructor(nodes: Node[]) {
    this.n = nodes.length;
    const [a, b, c] = nodes;
    this.r0 = a?.run ?? nothing;
    this.r1 = b?.run ?? nothing;
    this.r2 = c?.run ?? nothing;
    this.rest = sequence(nodes.slice(3));
    this.p0 = a && !a.block ? a.pc + 1 : -1;
    this.p1 = b && !b.block ? b.pc + 1 : -1;
    this.p2 = c && !c.block ? c.pc + 1 : -1;
  }
}

/** Run a Seq; when a node throws, s.pc is set as the pc loop would have it. */
export function runSeq(s: State, q: Seq): void {
  runNodes(s, q.n, q.r0, q.r1, q.r2, q.rest, q.p0, q.p1, q.p2);
}

/** runSeq with the Seq's fields passed in (loops read them once into locals). */
export function runNodes(s: State, n: number, r0: Instr, r1: Instr, r2: Instr, rest: Instr, p0: number, p1: number,
  p2: number): void {
  if (n === 0) return;
  let p = p0;
  try {
    r0(s);
    if (n === 1) return;
    p = p1;
    r1(s);
    if (n === 2) return;
    p = p2;
    r2(s);
    if (n === 3) return;
    p = -1;
    rest(s);
  } catch (e) {
    if (p >= 0) s.pc = p;
    throw e;
  }
}

/** A runner for nodes in order (every node native); it positions errors itself. */
export function sequence(nodes: Node[]): Instr {
  if (nodes.length === 0) return nothing;
  if (nodes.length === 1 && nodes[0].block) return nodes[0].run!;
  if (nodes.length <= 3) {
    const q = new Seq(nodes);
    return (s) => runSeq(s, q);
  }
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
