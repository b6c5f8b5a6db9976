// Statement lists as native runners execute them (see compiler/native.ts): the nodes of a block and the
// Seq that runs them, setting s.pc as the pc loop would have it when one of them throws.
//
// A list of two, three or four statements runs in a closure of its own length, which calls each
// statement from a call site of its own: in a program whose lists of that length hold the same kinds of
// statement at the same places, the engine sees one callee per site and inlines the statements into the
// list (a shared sequence loop would see every kind of statement at one site and call each). The engine
// keeps that call feedback per closure literal, and a call site that has seen two callees calls every
// one of them from then on, so the bodies of the first loops of each length get literals of their own
// (RUNNERS: deliberate copies, one line each): a loop that fills an array of records with four statements
// no longer turns the calls of the hot loop's four statements into generic calls.
import type { Instr, State } from './state.js';

/** One statement's (or instruction's) place in a block. */
export interface Node {
  /** its first instruction */
  pc: number;
  /** runs it without touching s.pc, or null when it needs the pc loop (jumps, GOSUB, RESUME ...) */
  run: Instr | null;
  /** a structured statement: it sets s.pc itself when something is thrown inside it */
  block: boolean;
  /** a loop, or a statement with a loop inside (a loop over it is not an innermost one) */
  loop?: boolean;
  /** where an EXIT DO / EXIT FOR or a GOTO inside it may leave to (setting s.brk): loop exits and labels */
  exits?: readonly { pc: number }[];
  /** a jump whose list may run on from where it goes instead of setting s.brk (see takesItself) */
  jump?: Jump;
}

/**
 * A jump of a shape a list takes itself when it goes ahead in the list or to the list's end: GOTO; IF c THEN
 * GOTO or EXIT with nothing else (`branch` makes its runner again around the two ways on; `then`: its own
 * THEN body, the jump); ON n GOTO (`choose`: the target's index, -1 for none, which goes on with the next
 * statement).
 */
export type Jump =
  | { kind: 'goto'; to: { pc: number } }
  | { kind: 'if'; to: { pc: number }; branch: (then: Node[], other: Node[]) => Instr; then: Node[] }
  | { kind: 'on'; to: readonly { pc: number }[]; choose: (s: State) => number };

/**
 * Where the nodes may leave to (their `exits`), but `own` (the exit of the loop they are the body of), a
 * jump to `end` (the pc of the NEXT or LOOP line after a loop's body, whose runner takes it) and a jump
 * ahead to a later node of the same list (`IF i MOD 3 = 0 THEN 200` with line 200 further on: the list's
 * runner, fromNode, takes it).
 */
export function exitsOf(nodes: Node[], own?: { pc: number }, end?: number): { pc: number }[] {
  const out: { pc: number }[] = [];
  nodes.forEach((n, i) => {
    for (const x of n.exits ?? []) {
      if (x !== own && (end === undefined || x.pc !== end) && !out.includes(x) && entryAfter(nodes, i, x.pc) < 0) out.push(x);
    }
  });
  return out;
}

/** The index of the node after node `i` that starts at `pc`, or -1. */
function entryAfter(nodes: Node[], i: number, pc: number): number {
  for (let j = i + 1; j < nodes.length; j++) if (nodes[j].pc === pc) return j;
  return -1;
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

  /**
   * `loopBody`: the body of a loop, which takes a runner literal of its own while there are any left;
   * `apart`: a loop body of three or four statements that the engine is not to inline into its loop (APART);
   * `end`: the pc of the line that closes the loop it is the body of (NEXT, LOOP, WEND), a jump to which
   * ends the pass
   */
  constructor(nodes: Node[], loopBody = false, apart = false, end?: number) {
    const own = nodes.length === 1 && !resolvable(nodes, 0, end);
    this.n = nodes.length;
    this.run = own ? nodes[0].run! : sequence(nodes, loopBody, apart, end);
    this.pc = own ? positionOf(nodes[0]) : -1;
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

type Runner = (r: Instr[], q: number[]) => Instr;

/**
 * Runners of two, three and four nodes, by length: the first is shared by every list that is not a loop
 * body (and by loop bodies once the others are taken), each other one is taken by one loop body.
 */
export const RUNNERS: Runner[][] = [
  [
    ([a, b], [pa, pb]) => (s) => { let p = pa; try { a(s); p = pb; b(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b], [pa, pb]) => (s) => { let p = pa; try { a(s); p = pb; b(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b], [pa, pb]) => (s) => { let p = pa; try { a(s); p = pb; b(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b], [pa, pb]) => (s) => { let p = pa; try { a(s); p = pb; b(s); } catch (e) { throw positioned(s, p, e); } },
  ],
  [
    ([a, b, c], [pa, pb, pc]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c], [pa, pb, pc]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c], [pa, pb, pc]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c], [pa, pb, pc]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); } },
  ],
  [
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); } },
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => { let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); } },
  ],
];

/**
 * Copies of the three- and four-node runners for the bodies of loops whose test is a called closure (a
 * compound condition), which the engine cannot inline into the loop's runner: each has a branch that never
 * runs (s is never null) whose array pattern compiles to more bytecode than the engine inlines (460 bytes).
 * A loop runner compiled before its body had optimized code of its own inlined the test and the body and
 * ran out of its inlining budget on the body's statements, which it then called one by one, through
 * literals shared with other statements: a Mandelbrot loop took 12-18 ms in half of the processes and
 * 7-8 ms in the others. Kept apart, the body's statements are inlined into the body's own code, one call a
 * pass. (For all loop bodies this cost small bodies, which fit beside their loop, up to 1.7x.)
 */
const APART: Runner[][] = [
  [
    ([a, b, c], [pa, pb, pc]) => (s) => {
      let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); }
      if (s === null) { const [, , , , , , , , , , , , , , , , , , , ] = s as unknown as unknown[]; }
    },
    ([a, b, c], [pa, pb, pc]) => (s) => {
      let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); } catch (e) { throw positioned(s, p, e); }
      if (s === null) { const [, , , , , , , , , , , , , , , , , , , ] = s as unknown as unknown[]; }
    },
  ],
  [
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => {
      let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); }
      if (s === null) { const [, , , , , , , , , , , , , , , , , , , ] = s as unknown as unknown[]; }
    },
    ([a, b, c, d], [pa, pb, pc, pd]) => (s) => {
      let p = pa; try { a(s); p = pb; b(s); p = pc; c(s); p = pd; d(s); } catch (e) { throw positioned(s, p, e); }
      if (s === null) { const [, , , , , , , , , , , , , , , , , , , ] = s as unknown as unknown[]; }
    },
  ],
];
let apartDealt = 0;

/** Runner literals of each length taken by loop bodies so far (for the life of the process, as the engine's feedback). */
const taken = [0, 0, 0];

/** A runner for nodes in order (every node native); it positions errors itself. `end`: as Seq's. */
export function sequence(nodes: Node[], loopBody = false, apart = false, end?: number): Instr {
  const runs = nodes.map((n) => n.run!);
  const at = nodes.map(positionOf);
  const n = nodes.length;
  if (n === 0) return nothing;
  const leaving = nodes.findIndex((x) => x.exits !== undefined && x.exits.length > 0);
  if (leaving >= 0 && (leaving < n - 1 || resolvable(nodes, leaving, end))) return fromNode(nodes, 0, loopBody, new Map(), end);
  if (n === 1) {
    const [a] = runs;
    const [pa] = at;
    return pa < 0 ? a : (s) => {
      try { a(s); } catch (e) { throw positioned(s, pa, e); }
    };
  }
  if (n > 4) return sequence(groups(nodes, loopBody), loopBody);
  if (apart && n >= 3) {
    const copies = APART[n - 3];
    return copies[apartDealt++ % copies.length](runs, at);
  }
  const copies = RUNNERS[n - 2];
  const i = loopBody && taken[n - 2] < copies.length - 1 ? ++taken[n - 2] : 0;
  return copies[i](runs, at);
}

const unlessLeft = (a: Instr, b: Instr): Instr => (s) => {
  a(s);
  if (s.brk === 0) b(s);
};

type OneJump = (a: Instr, b: Instr, brk: number, from: Instr) => Instr;

/** Deliberate copies of one runner (as RUNNERS): a list part whose one jump ahead goes to `from`, from sites of its own. */
const JUMPS_ONE: OneJump[] = [
  (a, b, brk, from) => (s) => { a(s); const k = s.brk; if (k === 0) b(s); else if (k === brk) { s.brk = 0; from(s); } },
  (a, b, brk, from) => (s) => { a(s); const k = s.brk; if (k === 0) b(s); else if (k === brk) { s.brk = 0; from(s); } },
  (a, b, brk, from) => (s) => { a(s); const k = s.brk; if (k === 0) b(s); else if (k === brk) { s.brk = 0; from(s); } },
  (a, b, brk, from) => (s) => { a(s); const k = s.brk; if (k === 0) b(s); else if (k === brk) { s.brk = 0; from(s); } },
];
let jumpsDealt = 0;

/**
 * A list with a node that may leave it (an EXIT DO / EXIT FOR or a GOTO in it) before its end, run from node
 * `start` on: the nodes after the first such node run only when it did not leave, or from the node a GOTO
 * in it jumped forward to. The runner from each node on is made once (`made`): a list with many forward
 * GOTOs would otherwise make the runners of its tails again for every jump into them. Each part positions
 * its errors itself.
 */
function fromNode(nodes: Node[], start: number, loopBody: boolean, made: Map<number, Instr>, end: number | undefined): Instr {
  const known = made.get(start);
  if (known) return known;
  let leaving = start;
  while (leaving < nodes.length && !nodes[leaving].exits?.length) leaving++;
  let run: Instr;
  if (leaving < nodes.length && takesItself(nodes, leaving, end)) {
    const on: Node = { pc: nodes[leaving].pc, run: jumpOn(nodes, leaving, loopBody, made, end), block: true };
    run = sequence([...nodes.slice(start, leaving), on], loopBody);
  } else if (leaving >= nodes.length - 1) run = sequence(nodes.slice(start), loopBody);
  else {
    const a = sequence(nodes.slice(start, leaving + 1), loopBody);
    const b = fromNode(nodes, leaving + 1, loopBody, made, end);
    // s.brk of a jump to each node ahead that `leaving` jumps to (its pc + 1), and the runner from it (the
    // nodes before `leaving` jump nowhere)
    const brks: number[] = [];
    const froms: Instr[] = [];
    for (const x of nodes[leaving].exits!) {
      const j = entryAfter(nodes, leaving, x.pc);
      if (j >= 0 && !brks.includes(x.pc + 1)) {
        brks.push(x.pc + 1);
        froms.push(fromNode(nodes, j, loopBody, made, end));
      }
    }
    run = brks.length === 0 ? unlessLeft(a, b)
      : brks.length === 1 ? JUMPS_ONE[jumpsDealt++ % JUMPS_ONE.length](a, b, brks[0], froms[0])
        : (s) => {
          a(s);
          const k = s.brk;
          if (k === 0) b(s);
          else {
            // a loop, not indexOf: the engine calls a builtin for that
            let t = 0;
            while (t < brks.length && brks[t] !== k) t++;
            if (t < brks.length) {
              s.brk = 0;
              froms[t](s);
            }
          }
        };
  }
  made.set(start, run);
  return run;
}

/**
 * Whether node `i`'s jump is one its list takes itself: a Jump each of whose targets is a node after it in
 * the list or `end`, the line closing the loop the list is the body of.
 */
function resolvable(nodes: Node[], i: number, end: number | undefined): boolean {
  const j = nodes[i].jump;
  if (j === undefined) return false;
  const to = j.kind === 'on' ? j.to : [j.to];
  return to.every((x) => x.pc === end || entryAfter(nodes, i, x.pc) >= 0);
}

/**
 * Whether the list runs node `i`'s jump as calls (jumpOn): when it is resolvable, and for an IF c THEN EXIT
 * (or GOTO out) with statements after it, which become its ELSE.
 */
function takesItself(nodes: Node[], i: number, end: number | undefined): boolean {
  return resolvable(nodes, i, end) || (i < nodes.length - 1 && nodes[i].jump?.kind === 'if');
}

/** Whether a list run as sequence(nodes, …, end) may end with s.brk set (a jump it does not take itself). */
export function mayLeave(nodes: Node[], end?: number): boolean {
  return nodes.some((x, i) => x.exits !== undefined && !resolvable(nodes, i, end)
    && x.exits.some((t) => entryAfter(nodes, i, t.pc) < 0));
}

/**
 * Node `i`'s jump (takesItself) and what runs after it, as calls: on from each target (nothing for `end`),
 * and for IF and ON n GOTO on from the next node when they do not jump. No s.brk is set or read. An IF
 * whose jump leaves the list (EXIT DO, a GOTO out) keeps its own THEN body, and the rest of the list is its
 * ELSE: the runners around see s.brk as before, with no test of it between the IF and the rest.
 */
function jumpOn(nodes: Node[], i: number, loopBody: boolean, made: Map<number, Instr>, end: number | undefined): Instr {
  const j = nodes[i].jump!;
  // the list run from node k (nothing past its end), and the node a jump to `pc` goes on from (-1: `end`)
  const from = (k: number): Instr => (k < 0 ? nothing : fromNode(nodes, k, loopBody, made, end));
  const at = (pc: number): number => (pc === end ? -1 : entryAfter(nodes, i, pc));
  // a runner as an IF's body: none for nothing, so that the IF calls nothing there
  const body = (run: Instr): Node[] => (run === nothing ? [] : [{ pc: nodes[i].pc, run, block: true }]);
  switch (j.kind) {
    case 'goto': return from(at(j.to.pc));
    case 'if': return j.branch(resolvable(nodes, i, end) ? body(from(at(j.to.pc))) : j.then, body(from(i + 1)));
    case 'on': return chooseOn(j.choose, positionOf(nodes[i]), j.to.map((x) => from(at(x.pc))), from(i + 1));
  }
}

/** ON n GOTO's dispatch: the first four targets called from sites of their own. */
function chooseOn(choose: (s: State) => number, p: number, targets: Instr[], rest: Instr): Instr {
  const [t0, t1 = rest, t2 = rest, t3 = rest] = targets;
  return (s) => {
    let i: number;
    try {
      i = choose(s);
    } catch (e) {
      throw positioned(s, p, e);
    }
    if (i < 0) rest(s);
    else if (i === 0) t0(s);
    else if (i === 1) t1(s);
    else if (i === 2) t2(s);
    else if (i === 3) t3(s);
    else targets[i](s);
  };
}

/**
 * A list of more than four nodes as a list of runners of two to four of them each (as even as can be), so
 * that each statement is still called from a site of its own: a loop over the list would call every one
 * from one site, which the engine then leaves as a generic call (a FOR body of six statements took eight
 * times as long as it does split). Each group positions its errors itself, as a block does.
 */
function groups(nodes: Node[], loopBody: boolean): Node[] {
  const count = Math.min(4, Math.ceil(nodes.length / 4));
  const out: Node[] = [];
  for (let g = 0, from = 0; g < count; g++) {
    const to = g === count - 1 ? nodes.length : from + Math.ceil((nodes.length - from) / (count - g));
    const part = nodes.slice(from, to);
    out.push(part.length === 1 ? part[0] : { pc: part[0].pc, run: sequence(part, loopBody), block: true });
    from = to;
  }
  return out;
}
