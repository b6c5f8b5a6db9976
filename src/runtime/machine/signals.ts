// Non-error ways a run stops or unwinds; thrown through the instruction loop and caught by the machine.
import type { QBasicError } from '../errors.js';

/** END, SYSTEM, STOP, or a key script / piped input used up while the program waits for a key. */
export class EndSignal {
  constructor(readonly reason: 'end' | 'stop' | 'inputEnded' = 'end') {}
}

/** The run exceeded maxSteps. */
export class StepLimitSignal {}

/** The host asked the run to stop (shouldStop). */
export class StoppedSignal {}

/** An error that is not (or no longer) trappable: it ends the run. */
export class FatalError {
  constructor(readonly error: QBasicError) {}
}

/** CHAIN / RUN "file": the running program gives way to `exe` (CHAIN keeps files and COMMON values). */
export class ChainSignal {
  constructor(readonly exe: import('./state.js').Executable, readonly chain: boolean, readonly file: string) {}
}

/**
 * Leave native code for the flat code of the code being run (a procedure's, where its native GOSUB cannot
 * go on natively): the pc loop, or the one a native body's error path starts (exec.ts nativeError), goes on
 * at `targetPc`.
 */
export class FlatSignal {
  constructor(readonly targetPc: number) {}
}

/** RESUME label / RETURN label out of a procedure: unwind nested loops down to the module level. */
export class UnwindSignal {
  constructor(readonly targetPc: number) {}
}
