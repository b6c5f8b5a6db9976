// Builds one procedure's flat instruction array: emits closures, records positions and RESUME NEXT
// targets, and patches forward jumps once their target is known.
import type { Loc } from '../../parser/ast.js';
import type { Instr } from '../machine/state.js';
import { jumpSource, type StmtGen } from './jit.js';

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
  /** JS source of each instruction, where it has one (for generated blocks) */
  readonly gens: (StmtGen | undefined)[] = [];
  /** pcs where execution may arrive by a jump: generated blocks start there */
  readonly entries = new Set<number>([0]);
  private statementStart = 0;

  get here(): number {
    return this.code.length;
  }

  emit(ins: Instr, loc: Loc, gen?: StmtGen): number {
    this.code.push(ins);
    this.locs.push(loc);
    this.next.push(-1);
    this.gens.push(gen);
    return this.code.length - 1;
  }

  /** Mark a pc that a jump (or a GOSUB return) may arrive at. */
  entry(pc: number): void {
    this.entries.add(pc);
  }

  /** Close the current statement: RESUME NEXT after an error in it continues here. */
  endStatement(): void {
    for (let i = this.statementStart; i < this.code.length; i++) if (this.next[i] < 0) this.next[i] = this.code.length;
    this.statementStart = this.code.length;
  }

  /** Emit an instruction that needs the pc of `target` (now, or when it is bound). */
  emitJump(target: JumpTarget, make: (pc: number) => Instr, loc: Loc, gen?: (pc: number) => StmtGen): number {
    const g: StmtGen | undefined = gen && ((r) => gen(target.pc)(r));
    if (target.pc >= 0) return this.emit(make(target.pc), loc, g);
    const at = this.emit(unpatched, loc, g);
    target.fixups.push({ at, make });
    return at;
  }

  bind(target: JumpTarget): void {
    target.pc = this.here;
    this.entries.add(this.here);
    for (const f of target.fixups) this.code[f.at] = f.make(target.pc);
    target.fixups = [];
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

/** The JS source of an unconditional jump. */
export function jumpGen(pc: number): StmtGen {
  return () => jumpSource(pc);
}
