// The instruction loop: runs flat instruction arrays, calls procedures in nested loops, and routes
// errors to the ON ERROR handler the way QBasic does (the handler runs on top of the failing context).
import { QBasicError } from '../errors.js';
import { GraphicsError } from '../../graphics/device.js';
import { ChainSignal, EndSignal, FatalError, FlatSignal, StepLimitSignal, StoppedSignal, UnwindSignal } from './signals.js';
import type { ProcCode, State } from './state.js';
import { positioned } from './seq.js';
import { keyBacklog } from './keyboard.js';
import { pace, paceInterval } from './pace.js';
import { TRAP_RETURN, dueTrap, type Trap } from './traps.js';


/** Instructions between housekeeping checks (maxSteps, host.shouldStop). */
const CHECK_INTERVAL = 8192;
/** ... while an event trap is armed (see traps.ts `pollDue` for how often TIMER and the keyboard are read) */
const TRAP_INTERVAL = 2048;
/** Nested procedure calls before Out of stack space (QBasic's stack is small; recursion depth ~ hundreds). */
export const MAX_DEPTH = 1000;

/** Run the current code until it returns (pc < 0). */
export function runLoop(s: State): void {
  for (;;) {
    try {
      let pc: number;
      while ((pc = s.pc) >= 0) {
        s.pc = pc + 1;
        s.code[pc](s);
        if (--s.budget <= 0) housekeeping(s);
      }
      return;
    } catch (e) {
      recover(s, e);
    }
  }
}

/**
 * Call a procedure with its prepared frame; returns when it ends (its frame keeps a FUNCTION's result).
 * A native body (`proc.seq`) never reads s.code, s.pc or s.proc, so they are set for it only when
 * something is thrown in it (nativeError); the pc loop needs them all. A body that needs the pc loop, a call
 * at the depth limit and a recursive procedure's call that spends the last of the step budget take
 * invokeChecked: with no call on the way through, the engine keeps what it knows of the state across it.
 */
export function invoke(s: State, proc: ProcCode, frame: any[]): void {
  const seq = proc.seq;
  // 1000 is MAX_DEPTH written out (a bundle turns a constant's name into a variable load)
  if (!seq || s.depth >= 1000 || proc.recursive && --s.budget <= 0) {
    invokeChecked(s, proc, frame, invoke);
    return;
  }
  const l = s.l;
  const pc = s.pc;
  s.l = frame;
  s.depth++;
  // restored here and by nativeError, without a finally (its completion token and pending message cost
  // every call)
  try {
    seq.run(s);
  } catch (e) {
    nativeError(s, proc, e, pc, l);
    return;
  }
  s.l = l;
  s.depth--;
}

/**
 * invoke for a SUB's call, a deliberate twin: the engine keeps call feedback per function, and one invoke's
 * `seq.run(s)` would see the bodies of SUBs and FUNCTIONs alike (a SUB called from a recursive FUNCTION's
 * body was a call through it the engine did not inline).
 */
export function invokeSub(s: State, proc: ProcCode, frame: any[]): void {
  const seq = proc.seq;
  if (!seq || s.depth >= 1000 || proc.recursive && --s.budget <= 0) {
    invokeChecked(s, proc, frame, invokeSub);
    return;
  }
  const l = s.l;
  const pc = s.pc;
  s.l = frame;
  s.depth++;
  try {
    seq.run(s);
  } catch (e) {
    nativeError(s, proc, e, pc, l);
    return;
  }
  s.l = l;
  s.depth--;
}

/**
 * invoke's other ways: the pc loop, Out of stack space, or the step budget spent. Then housekeeping runs
 * one level down (an event handler it runs calls procedures at the next depth and leaves this call's
 * prepared frame alone), and `again` (the invoke that came here) makes the call with a fresh budget.
 */
function invokeChecked(s: State, proc: ProcCode, frame: any[], again: typeof invoke): void {
  if (!proc.seq || s.depth >= MAX_DEPTH) {
    invokeLoop(s, proc, frame);
    return;
  }
  s.depth++;
  try {
    housekeeping(s);
  } finally {
    s.depth--;
  }
  again(s, proc, frame);
}

/**
 * An exception in a native body (or a signal, which recover rethrows): positioned in it, handled as the pc
 * loop would, the rest run there; then the caller's frame `l` and depth are put back.
 */
function nativeError(s: State, proc: ProcCode, e: unknown, pc: number, l: any[]): void {
  const seq = proc.seq!;
  const code = s.code;
  const caller = s.proc;
  const gosubs = s.gosub.length;
  s.code = proc.code;
  s.proc = proc;
  try {
    recover(s, positioned(s, seq.pc, e));
    runLoop(s);
  } finally {
    s.code = code;
    s.pc = pc;
    s.proc = caller;
    if (s.gosub.length > gosubs) s.gosub.length = gosubs;
    s.l = l;
    s.depth--;
  }
}

function invokeLoop(s: State, proc: ProcCode, frame: any[]): void {
  if (s.depth >= MAX_DEPTH) throw new QBasicError(28, undefined, 'Out of stack space');
  const code = s.code;
  const pc = s.pc;
  const l = s.l;
  const caller = s.proc;
  const gosubs = s.gosub.length;
  s.code = proc.code;
  s.pc = 0;
  s.l = frame;
  s.proc = proc;
  s.depth++;
  try {
    runLoop(s);
  } finally {
    s.code = code;
    s.pc = pc;
    s.l = l;
    s.proc = caller;
    s.depth--;
    if (s.gosub.length > gosubs) s.gosub.length = gosubs;
  }
}

/** Every CHECK_INTERVAL instructions (and at the start): count steps, honour maxSteps and shouldStop. */
export function housekeeping(s: State): void {
  s.steps += s.budgetGiven - s.budget;
  if (s.steps >= s.maxSteps) throw new StepLimitSignal();
  if (s.host.shouldStop?.()) throw new StoppedSignal();
  let interval = s.trapsArmed ? TRAP_INTERVAL : CHECK_INTERVAL;
  if (s.speed) interval = Math.min(interval, paceInterval(s.speed));
  s.budgetGiven = Math.max(1, Math.min(interval, s.maxSteps - s.steps));
  s.budget = s.budgetGiven;
  pace(s);
  if (s.trapsArmed) {
    const trap = dueTrap(s, keyBacklog(s));
    if (trap) runTrap(s, trap);
  }
}

/**
 * An event handler, run on top of whatever was running, as a GOSUB whose RETURN comes back here. `RETURN
 * label` unwinds what was interrupted (UnwindSignal); a handler that jumps away with GOTO and reaches the
 * end of the module ends the program.
 */
function runTrap(s: State, trap: Trap): void {
  const { code, pc, proc } = s;
  s.gosub.push({ code: s.exe.main.code, proc: s.exe.main, pc: TRAP_RETURN, depth: s.depth, trap });
  s.code = s.exe.main.code;
  s.proc = s.exe.main;
  s.pc = trap.pc;
  s.trapNesting++;
  try {
    runLoop(s);
  } finally {
    s.trapNesting--;
  }
  if (s.pc !== TRAP_RETURN) throw new EndSignal('end');
  s.code = code;
  s.proc = proc;
  s.pc = pc;
}

/** What RETURN leaves in s.pc when it ends a GOSUB that runSubroutine made. */
export const SUBROUTINE_RETURN = -3;

/**
 * A module-level GOSUB made from native code (a loop body): the subroutine runs in a pc loop of its own
 * until its RETURN comes back here, then the pc the caller had is put back. A subroutine that leaves
 * another way (RETURN label, GOTO, RESUME label) goes on in this loop, as the program would, to its end.
 */
export function runSubroutine(s: State, pc: number): void {
  const at = s.pc;
  s.gosub.push({ code: s.code, proc: s.proc, pc: SUBROUTINE_RETURN, depth: s.depth, trap: null });
  s.pc = pc;
  runLoop(s);
  if (s.pc !== SUBROUTINE_RETURN) throw new EndSignal('end');
  s.pc = at;
}

/** The QBasicError an exception means (graphics errors carry their code; anything else is internal). */
export function asQBasicError(e: unknown): QBasicError {
  if (e instanceof QBasicError) return e;
  if (e instanceof GraphicsError) return new QBasicError(e.code);
  if (e instanceof RangeError && String(e.message).includes('call stack')) {
    return new QBasicError(28, undefined, 'Out of stack space');
  }
  const detail = e instanceof Error ? e.message : String(e);
  return new QBasicError(51, undefined, `Internal error (${detail})`);
}

/** Handle an exception raised by instruction pc-1: jump to the error handler, or rethrow as fatal. */
function recover(s: State, e: unknown): void {
  if (e instanceof FlatSignal) {
    s.pc = e.targetPc;
    return;
  }
  if (e instanceof UnwindSignal) {
    if (s.nested) throw e;
    s.code = s.exe.main.code;
    s.proc = s.exe.main;
    s.pc = e.targetPc;
    return;
  }
  if (e instanceof EndSignal || e instanceof StepLimitSignal || e instanceof StoppedSignal || e instanceof FatalError
    || e instanceof ChainSignal) {
    throw e;
  }
  const error = asQBasicError(e);
  const pc = s.pc - 1;
  if (!error.loc) error.loc = s.proc.locs[pc];
  if (error.code === 51 || error.code === 28 && !(e instanceof QBasicError)) throw new FatalError(error);
  if (s.onErrorPc < 0 && !s.resumeNextOnError || s.inHandler) throw new FatalError(error);
  s.err = error.code;
  s.erl = s.lastLine;
  if (s.resumeNextOnError) {
    s.pc = s.proc.next[pc];
    return;
  }
  s.inHandler = true;
  s.errorContext = { code: s.code, proc: s.proc, pc, next: s.proc.next[pc], l: s.l, error };
  s.code = s.exe.main.code;
  s.proc = s.exe.main;
  s.pc = s.onErrorPc;
}
