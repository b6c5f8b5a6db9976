// The Machine: runs an Executable against a Host and a screen, and reports how the run ended.
import { createScreen } from '../../graphics/index.js';
import type { GraphicsDevice, ScreenMemory } from '../../graphics/device.js';
import type { Host } from '../host.js';
import { asQBasicError, housekeeping, runLoop } from './exec.js';
import { ChainSignal, EndSignal, FatalError, StepLimitSignal, StoppedSignal } from './signals.js';
import { State, type Executable, type ProgramLoader } from './state.js';
import { plainValue } from '../values/strbuf.js';

export type RunOutcome =
  /** keysRanOut: the host had no more keys ever (a used-up key script or piped stdin) while the program waited for one */
  | { kind: 'end'; keysRanOut?: boolean }
  | { kind: 'error'; code: number; message: string; line: number; col: number; file?: string }
  | { kind: 'stopped' }
  | { kind: 'stepLimit' };

export interface MachineOptions {
  screenMemory?: ScreenMemory;
  /** stop with 'stepLimit' after this many instructions */
  maxSteps?: number;
  /**
   * Statements per second the program runs at (clock.ts ERA_SPEEDS has figures for PCs of each era): on a
   * host with a virtual clock (Host.paced) the clock moves with the statements run; on a real clock the
   * run waits whenever it gets ahead. Absent: full speed.
   */
  speed?: number;
  /** parse + compile, for CHAIN and RUN "file" (without it they are Advanced feature unavailable) */
  load?: ProgramLoader;
  /** RANDOMIZE with this seed before the program starts (a player's fresh game each run); absent:
   *  QBasic's fixed sequence, so a listing's documented first game stays reproducible */
  randomSeed?: number;
}

/** Hooks statement families register to tidy up at the end of a run (close files ...). */
export type RunFinalizer = (s: State) => void;

/** Per-run state a CHAINed program keeps (open files, the key backlog, POKEd memory); not traps or array addresses. */
const NOT_CHAINED = new Set(['traps', 'arrayMemory']);

export class Machine {
  readonly screen: GraphicsDevice;
  private current: State;
  /** the file of the program running now, when CHAIN or RUN "file" loaded it */
  private file: string | undefined;

  constructor(readonly exe: Executable, readonly host: Host, private readonly options: MachineOptions = {}) {
    this.screen = createScreen(options.screenMemory);
    this.current = this.newState(exe);
    if (options.randomSeed !== undefined) this.current.rng.randomize(options.randomSeed);
  }

  /** The running program's state (another one after CHAIN or RUN "file"). */
  get state(): State {
    return this.current;
  }

  /** Run the program from the start to its end, an untrapped error, a stop request or the step limit. */
  run(): RunOutcome {
    try {
      start(this.current, this.current.exe.newGlobals(this.current));
      for (;;) {
        try {
          housekeeping(this.current);
          runLoop(this.current);
          return { kind: 'end' };
        } catch (e) {
          if (!(e instanceof ChainSignal)) throw e;
          this.current = this.chainTo(e);
          this.file = e.file;
        }
      }
    } catch (e) {
      const outcome = outcomeOf(this.current, e);
      return outcome.kind === 'error' && this.file ? { ...outcome, file: this.file } : outcome;
    } finally {
      const s = this.current;
      for (const f of s.finalizers) f(s);
      this.host.present?.();
    }
  }

  private newState(exe: Executable): State {
    const s = new State(exe, this.host, this.screen);
    s.maxSteps = this.options.maxSteps ?? Infinity;
    s.speed = this.options.speed && this.options.speed > 0 ? this.options.speed : 0;
    s.loader = this.options.load;
    return s;
  }

  /** The state the next program runs on: CHAIN hands on files and COMMON values by position, RUN nothing. */
  private chainTo(signal: ChainSignal): State {
    const old = this.current;
    const next = this.newState(signal.exe);
    next.steps = old.steps + old.budgetGiven - old.budget;
    // COMMON values read before the new globals are made (RUN of the same executable renews old.g itself)
    const count = signal.chain ? Math.min(old.exe.common.length, signal.exe.common.length) : 0;
    const common = old.exe.common.slice(0, count).map((c) => plainValue(old.g[c.slot]));
    const globals = signal.exe.newGlobals(next);
    if (signal.chain) {
      for (const [key, value] of old.ext) if (!NOT_CHAINED.has(key)) next.ext.set(key, value);
      next.finalizers.push(...old.finalizers);
      next.defSeg = old.defSeg;
      next.keys = old.keys;
      next.textPending = old.textPending;
      for (let i = 0; i < count; i++) globals[signal.exe.common[i].slot] = common[i];
    } else {
      for (const f of old.finalizers) f(old);
    }
    start(next, globals);
    return next;
  }
}

function start(s: State, globals: any[]): void {
  s.g = globals;
  s.code = s.exe.main.code;
  s.proc = s.exe.main;
  s.pc = 0;
}

function outcomeOf(s: State, e: unknown): RunOutcome {
  if (e instanceof EndSignal) return e.reason === 'inputEnded' ? { kind: 'end', keysRanOut: true } : { kind: 'end' };
  if (e instanceof StepLimitSignal) return { kind: 'stepLimit' };
  if (e instanceof StoppedSignal) return { kind: 'stopped' };
  const error = e instanceof FatalError ? e.error : asQBasicError(e);
  const loc = error.loc ?? s.proc.locs[Math.max(0, s.pc - 1)] ?? { line: 1, col: 1 };
  return { kind: 'error', code: error.code, message: error.message, line: loc.line, col: loc.col };
}
