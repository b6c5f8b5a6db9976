// Builds one procedure's flat instruction array: emits closures, records positions and RESUME NEXT
// targets, and patches forward jumps once their target is known. Beside the flat array it keeps the
// statement nodes of the block being compiled, from which structured statements build native runners.
import type { Loc } from '../../parser/ast.js';
import type { Instr } from '../machine/state.js';
import type { Node } from './native.js';

/** A place in the code that jumps may target before it is emitted. */
export class JumpTarget {
  pc = -1;
  fixups: { at: number; make: (pc: number) => Instr }[] = [];
  constructor(readonly name = '') {}
}

export class Emitter {
  readonly code: Instr[] = [];
  readonly locs: Loc[] = [];
  readonly next: number[] = [];
  /** nodes of the statements compiled so far: the innermost open block's from `blockStart` on, the blocks' around it before */
  readonly nodes: Node[] = [];
  /** where the innermost open block's nodes start in `nodes` */
  blockStart = 0;
  /** debug builds: the first pc of each statement and its position (debug-hooks.ts) */
  readonly points: Map<number, Loc> | null;
  private statementStart = 0;

  constructor(debug = false) {
    this.points = debug ? new Map() : null;
  }

  get here(): number {
    return this.code.length;
  }

  /** Emit an instruction; `native` false when it reads or writes s.pc / s.code (jumps, GOSUB, RESUME ...). */
  emit(ins: Instr, loc: Loc, native = true): number {
    this.code.push(ins);
    this.locs.push(loc);
    this.next.push(-1);
    const pc = this.code.length - 1;
    this.nodes.push({ pc, run: native ? ins : null, block: false });
    return pc;
  }

  /** Close the current statement: RESUME NEXT after an error in it continues here. */
  endStatement(): void {
    for (let i = this.statementStart; i < this.code.length; i++) if (this.next[i] < 0) this.next[i] = this.code.length;
    this.statementStart = this.code.length;
  }

  /** Emit an instruction that needs the pc of `target` (now, or when it is bound). */
  emitJump(target: JumpTarget, make: (pc: number) => Instr, loc: Loc): number {
    if (target.pc >= 0) return this.emit(make(target.pc), loc, false);
    const at = this.emit(unpatched, loc, false);
    const fixup = { at, make };
    // most targets get one jump: a literal array, as the first push would reserve 17 elements
    if (target.fixups.length === 0) target.fixups = [fixup];
    else target.fixups.push(fixup);
    return at;
  }

  bind(target: JumpTarget): void {
    target.pc = this.here;
    if (target.fixups.length === 0) return;
    for (const f of target.fixups) this.code[f.at] = f.make(target.pc);
    target.fixups = [];
  }

  /** Remove and return the nodes emitted since `mark` (a structured statement stands in for them). */
  take(mark: number): Node[] {
    return this.nodes.splice(mark);
  }

  /** Remove the nodes emitted since `mark`. */
  drop(mark: number): void {
    this.nodes.length = mark;
  }
}

function unpatched(): void {
  throw new Error('jump to an unbound target');
}

/** An unconditional jump. */
export function jumpTo(pc: number): Instr {
  return (s) => {
    s.pc = pc;
  };
}
