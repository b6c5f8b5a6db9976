// Everything a running program changes: frames, program counter, error and GOSUB state, devices.
import type { Loc } from '../../parser/ast.js';
import type { GraphicsDevice } from '../../graphics/device.js';
import type { Host } from '../host.js';
import { Rng } from '../values/rnd.js';
import type { DataItem } from '../values/val.js';

export type Instr = (s: State) => void;
export type Eval<T = any> = (s: State) => T;

/** One compiled procedure (the module level is one too): a flat instruction array and its metadata. */
export interface ProcCode {
  name: string;
  code: Instr[];
  /** source position of each instruction (for error messages) */
  locs: Loc[];
  /** where RESUME NEXT continues after an error in each instruction */
  next: number[];
  /** a fresh local frame for one invocation */
  newFrame(s: State): any[];
  /** the whole body as native statements, when every statement in it can run natively */
  seq?: import('./seq.js').Seq | null;
  /** whether a call counts toward the step budget (it may be on a cycle of calls: see program-facts.ts) */
  recursive: boolean;
}

/** A compiled program: the module-level code, DATA and how to build the module-level frame. */
export interface Executable {
  main: ProcCode;
  procs: ProcCode[];
  newGlobals(s: State): any[];
  data: DataItem[];
  /** index of the first DATA item at or after each label (RESTORE label) */
  dataAtLabel: Map<string, number>;
  /** pc of each module-level label, for ON ERROR GOTO / RESUME label */
  moduleLabels: Map<string, number>;
  /** the COMMON variables in order: module slot and type (CHAIN) */
  common: { slot: number; type: string }[];
  /** a debug build's tables (compile with `debug`): the compiler's program context and each procedure's scope */
  debug?: ExecutableDebug;
}

/** Opaque to the machine: src/runtime/debug reads it. */
export interface ExecutableDebug {
  prog: unknown;
  /** what every statement of a debug build calls before it runs (the debugger sets `call`) */
  hook: DebugHook;
  scopes: Map<ProcCode, unknown>;
}

/** The debugger's hook: before each statement (`stop`: the statement is STOP, which breaks into the debugger). */
export interface DebugHook {
  call(s: State, loc: Loc, stop?: boolean): void;
}

/** Parse and compile a program's text (CHAIN and RUN "file" load another program with it). */
export type ProgramLoader = (source: string) => { executable?: Executable; diagnostics: import('../../parser/ast.js').Diagnostic[] };

export interface ErrorContext {
  code: Instr[];
  proc: ProcCode;
  pc: number;
  next: number;
  l: any[];
  error: import('../errors.js').QBasicError;
}

export interface GosubEntry {
  code: Instr[];
  proc: ProcCode;
  pc: number;
  depth: number;
  /** the event trap whose handler this GOSUB runs (its RETURN re-enables the trap) */
  trap: import('./traps.js').Trap | null;
}

/** The state one Machine runs on; instructions receive it as their only argument. */
export class State {
  /** module-level slots (also STATIC variables of procedures) */
  g: any[] = [];
  /** the running procedure's slots */
  l: any[] = [];
  code: Instr[];
  pc = 0;
  proc: ProcCode;
  /** procedure nesting depth (0 at module level) */
  depth = 0;
  /** event handlers running on top of interrupted code (machine/exec.ts runTrap) */
  trapNesting = 0;

  /**
   * an EXIT DO / EXIT FOR or a GOTO run inside a native runner: its target's pc + 1, until the loop it names
   * takes it (or a structured statement run from the flat code jumps there); 0 when there is none
   */
  brk = 0;
  /** instructions left before the next housekeeping check */
  budget = 0;
  /** the budget last handed out (counted into steps when it runs out) */
  budgetGiven = 0;
  steps = 0;
  maxSteps = Infinity;
  /** statements per second (MachineOptions.speed, machine/pace.ts); 0 runs at full speed */
  speed = 0;
  /** how CHAIN and RUN "file" load a program; without one they are Advanced feature unavailable */
  loader: ProgramLoader | undefined = undefined;
  /** an event trap is ON or STOP (machine/traps.ts): housekeeping comes often and polls it */
  trapsArmed = false;

  /** module pc of the ON ERROR GOTO handler, -1 when none */
  onErrorPc = -1;
  resumeNextOnError = false;
  inHandler = false;
  errorContext: ErrorContext | null = null;
  err = 0;
  erl = 0;
  /** the last line number executed (ERL) */
  lastLine = 0;

  gosub: GosubEntry[] = [];
  dataPtr = 0;
  readonly rng = new Rng();
  defSeg = 0;
  /** keys taken from the host but not yet read (INKEY$, INPUT ...), oldest first (machine/keyboard.ts) */
  keys: string[] = [];
  /** a character went into the last column: the next one printed wraps first (machine/textout.ts) */
  textPending = false;
  /** anything statements keep per run (files, memory, text-input state ...), keyed by owner */
  readonly ext = new Map<string, unknown>();
  /** run at the end of a run, however it ends (flush and close files ...) */
  readonly finalizers: ((s: State) => void)[] = [];

  constructor(
    readonly exe: Executable,
    readonly host: Host,
    readonly screen: GraphicsDevice,
  ) {
    this.code = exe.main.code;
    this.proc = exe.main;
  }

  /** Make housekeeping run after the next instruction (the steps so far are counted). */
  checkSoon(): void {
    this.steps += this.budgetGiven - this.budget;
    this.budgetGiven = 1;
    this.budget = 1;
  }

  /** A jump to module level must unwind the JS stack first (UnwindSignal): inside a procedure or a handler. */
  get nested(): boolean {
    return this.depth > 0 || this.trapNesting > 0;
  }

  /** Per-run state of one statement family, created on first use. */
  extension<T>(key: string, make: () => T): T {
    let v = this.ext.get(key) as T | undefined;
    if (v === undefined) {
      v = make();
      this.ext.set(key, v);
    }
    return v;
  }
}
