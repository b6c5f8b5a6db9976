// The Machine: runs an Executable against a Host and a screen, and reports how the run ended.
import { createScreen } from '../../graphics/index.js';
import type { GraphicsDevice, ScreenMemory } from '../../graphics/device.js';
import type { Host } from '../host.js';
import { asQBasicError, housekeeping, runLoop } from './exec.js';
import { EndSignal, FatalError, StepLimitSignal, StoppedSignal } from './signals.js';
import { State, type Executable } from './state.js';

export type RunOutcome =
  | { kind: 'end' }
  | { kind: 'error'; code: number; message: string; line: number; col: number }
  | { kind: 'stopped' }
  | { kind: 'stepLimit' };

export interface MachineOptions {
  screenMemory?: ScreenMemory;
  /** stop with 'stepLimit' after this many instructions */
  maxSteps?: number;
}

/** Hooks statement families register to tidy up at the end of a run (close files ...). */
export type RunFinalizer = (s: State) => void;

export class Machine {
  readonly screen: GraphicsDevice;
  readonly state: State;

  constructor(readonly exe: Executable, readonly host: Host, options: MachineOptions = {}) {
    this.screen = createScreen(options.screenMemory);
    this.state = new State(exe, host, this.screen);
    this.state.maxSteps = options.maxSteps ?? Infinity;
  }

  /** Run the program from the start to its end, an untrapped error, a stop request or the step limit. */
  run(): RunOutcome {
    const s = this.state;
    try {
      s.g = this.exe.newGlobals(s);
      s.code = this.exe.main.code;
      s.proc = this.exe.main;
      s.pc = 0;
      housekeeping(s);
      runLoop(s);
      return { kind: 'end' };
    } catch (e) {
      return outcomeOf(s, e);
    } finally {
      for (const f of s.finalizers) f(s);
      this.host.present?.();
    }
  }
}

function outcomeOf(s: State, e: unknown): RunOutcome {
  if (e instanceof EndSignal) return { kind: 'end' };
  if (e instanceof StepLimitSignal) return { kind: 'stepLimit' };
  if (e instanceof StoppedSignal) return { kind: 'stopped' };
  const error = e instanceof FatalError ? e.error : asQBasicError(e);
  const loc = error.loc ?? s.proc.locs[Math.max(0, s.pc - 1)] ?? { line: 1, col: 1 };
  return { kind: 'error', code: error.code, message: error.message, line: loc.line, col: loc.col };
}
