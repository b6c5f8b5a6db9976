// A debug run: the program runs on a Machine as always, with the debugger's hook; Step back ends the run
// and replays it from the start (same recorded input, files put back) to one statement earlier.
import type { Host } from '../host.js';
import { Machine, type MachineOptions, type RunOutcome } from '../machine/machine.js';
import type { Executable } from '../machine/state.js';
import { Debugger } from './debugger.js';
import { ReplayHost, type Entry as ReplayEntry } from './replay.js';
import type { DebugClient } from './types.js';

export interface DebugRunOptions extends MachineOptions {
  /** pause before the first statement (F8 / F10 start a run this way; F5 runs to a breakpoint) */
  startPaused?: boolean;
  /** called with each Machine the run creates (the first, and one per replay) */
  onMachine?: (machine: Machine) => void;
  /** receives a function that pauses the program where it is (a host calls it while it waits for a key) */
  onPauseNow?: (pauseNow: () => void) => void;
  /** what a normal run of the same program read (replayed first, so the run goes the same way) */
  recorded?: readonly ReplayEntry[];
}

/** Run a debug build under the debugger until it ends, fails for good or is stopped. */
export function debugRun(exe: Executable, host: Host, client: DebugClient, options: DebugRunOptions = {}): RunOutcome {
  const replay = new ReplayHost(host, options.recorded);
  const debug = new Debugger(exe, client, replay, options.startPaused ?? false);
  options.onPauseNow?.(() => debug.pauseNow());
  for (;;) {
    const machine = new Machine(exe, replay, options);
    options.onMachine?.(machine);
    debug.attach(machine.state);
    const outcome = machine.run();
    // a program CHAIN or RUN "file" loaded ran without the debugger: nothing of it to look back at
    if (machine.state !== debug.state) return outcome;
    if (!debug.rewinding && debug.afterEnd(outcome) === 'done') return outcome;
    replay.rewind();
  }
}
