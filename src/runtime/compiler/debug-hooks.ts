// Debug builds: the compiled program knows where each statement starts, and the first instruction of every
// statement calls the debugger's hook before it runs. Normal builds have no hook at all.
import type { Loc, Stmt } from '../../parser/ast.js';
import type { DebugHook, Instr, ProcCode } from '../machine/state.js';
import type { Emitter } from './emitter.js';
import type { Scope } from './scope.js';

/** What a debug build keeps beside the code: each procedure's scope (names, slots and types of its variables). */
export interface DebugTables {
  scopes: Map<ProcCode, Scope>;
  hook: DebugHook;
}

/** A hook that does nothing until a debugger attaches (a debug build run on a plain Machine). */
export function idleHook(): DebugHook {
  return { call: () => {} };
}

/**
 * Record where statement `st`, compiled from pc `start`, begins; a loop's closing word (NEXT, LOOP, WEND)
 * is a place to stop too: its instruction is the last one emitted at the loop's `endLoc`.
 */
export function markStatement(em: Emitter, start: number, st: Stmt, hook: DebugHook): void {
  const points = em.points!;
  if (em.here > start) points.set(start, st.loc);
  // STOP breaks into the debugger, as it does in QBasic's environment (F5 then goes on after it)
  if (st.kind === 'stop' && em.here > start) em.code[start] = (s) => hook.call(s, st.loc, true);
  const end = 'endLoc' in st ? st.endLoc : undefined;
  if (!end) return;
  for (let pc = em.here - 1; pc > start; pc--) {
    if (em.locs[pc] === end) {
      points.set(pc, end);
      return;
    }
  }
}

/** Wrap the first instruction of every recorded statement so that it calls the hook first (after jumps are patched). */
export function hookStatements(em: Emitter, hook: DebugHook): void {
  for (const [pc, loc] of em.points!) em.code[pc] = hooked(em.code[pc], loc, hook);
}

function hooked(ins: Instr, loc: Loc, hook: DebugHook): Instr {
  return (s) => {
    hook.call(s, loc);
    ins(s);
  };
}
