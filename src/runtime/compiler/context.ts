// Compile-time state: the whole program's tables (ProgramCtx) and the procedure being compiled (Cx).
import type { Diagnostic, Loc } from '../../parser/ast.js';
import type { RecordType } from '../model/types.js';
import { idleHook, type DebugTables } from './debug-hooks.js';
import type { CExpr } from './convert.js';
import type { Emitter, JumpTarget } from './emitter.js';
import type { GosubPlan } from './gosub.js';
import { FrameLayout } from './frame.js';
import type { Scope } from './scope.js';
import type { Range } from './whole-values.js';
import type { ProcSym, ProgramSettings } from './symbols.js';
import type { DataItem } from '../values/val.js';

export class ProgramCtx {
  /** false when only the diagnostics are wanted: procedure code is built (and checked) but not kept */
  constructor(readonly keepCode = true, debug = false) {
    this.debug = debug ? { scopes: new Map(), hook: idleHook() } : null;
  }

  /** debug builds: what the debugger needs to know of each procedure (every statement also calls the hook) */
  readonly debug: DebugTables | null;

  readonly diagnostics: Diagnostic[] = [];
  readonly records = new Map<string, RecordType>();
  /** SUB and FUNCTION procedures by upper-case name */
  readonly procs = new Map<string, ProcSym>();
  /** DEF FN functions by upper-case name (FNxxx) */
  readonly defFns = new Map<string, ProcSym>();
  readonly globals = new FrameLayout();
  readonly data: DataItem[] = [];
  /** index of the first DATA item at or after each label (RESTORE label) */
  readonly dataAtLabel = new Map<string, number>();
  /** module-level labels (ON ERROR GOTO, RESUME label) */
  readonly moduleLabels = new Map<string, JumpTarget>();
  /** every label in the program and whether it is a line number */
  readonly allLabels = new Map<string, { loc: Loc; owner: ProcSym | null }>();
  readonly settings: ProgramSettings = { optionBase: 0, midTargets: new Set() };
  /** the first use of each literal value (compileExpr shares its closure) */
  readonly literals = new Map<number | string, CExpr>();
  /** the COMMON variables in order (CHAIN hands their values on by position) */
  readonly common: { slot: number; type: string }[] = [];
  /**
   * argument positions some call passes by reference, per procedure (program-facts.ts); null: every scalar
   * parameter may hold a Ref (debug builds, whose debugger compiles new calls later, and checks)
   */
  referenceArgs: Map<string, Set<number>> | null = null;
  /** the SINGLE / DOUBLE variables only FOR statements with constant whole bounds assign (whole-values.ts) */
  wholeCounters: Map<string, Range> | null = null;
  /** '$DYNAMIC in force: DIMmed arrays are dynamic */
  dynamicArrays = false;
  /**
   * whether a line number sets the last line run (what ERL reports): only a program that reads ERL can
   * tell, and a debug build (its Immediate window may ask); elsewhere a line number is just a label
   */
  lineMarkers = true;
}

export interface LoopCtx {
  kind: 'FOR' | 'DO';
  exit: JumpTarget;
}

/** The procedure being compiled. */
export interface Cx {
  readonly prog: ProgramCtx;
  readonly scope: Scope;
  readonly em: Emitter;
  readonly labels: Map<string, JumpTarget>;
  readonly loops: LoopCtx[];
  /** the SUB / FUNCTION / DEF FN being compiled (undefined at module level) */
  readonly proc?: ProcSym;
  /** EXIT SUB / FUNCTION / DEF jumps here */
  readonly exitProc?: JumpTarget;
  /** the subroutines this body's native GOSUBs name (absent where GOSUB is flat only: the debugger's code) */
  readonly gosubs?: GosubPlan;
}
