// Messages between the page and the interpreter worker.
import type { ProgramDraws } from './draws.js';
import type { ProgramKeys } from './program-keys.js';
import type { DebugEvent, ReplayEntry } from '../../../src/index.js';
import type { DebugBuffers } from './debug-channel.js';
import type { SharedBuffers } from './shared.js';

/** Files of the program's drive: name -> bytes (kept in localStorage by the page). */
export type DriveFiles = Record<string, Uint8Array>;

/** Page -> worker: run this program. */
export interface StartMessage {
  type: 'start';
  source: string;
  /** the source's parse tree when it is a shipped listing as shipped (parsed-listing.ts): compiled at once */
  parsed?: string;
  /** the source is the shipped listing this worker was ordered to prepare (worker-orders.ts): run what it compiled */
  prepared?: string;
  /** the page knows the keys the program reads (a shipped listing's, found by the build): no `keys` message */
  keysKnown?: boolean;
  buffers: SharedBuffers;
  files: DriveFiles;
  /** RANDOMIZE with this before the program starts (a fresh game each run); absent: QBasic's sequence */
  randomSeed?: number;
  /** the pace of a PC of an era (ERA_SPEEDS: 'xt', '386', '486' ...) or statements per second; absent: full speed */
  speed?: string;
  /** print `Press any key to continue` when the program ends (as the QBasic IDE does) */
  endPrompt?: boolean;
  /** run under the debugger (a debug build): commands and breakpoints come through these buffers */
  debug?: { buffers: DebugBuffers; startPaused: boolean; recorded?: ReplayEntry[] };
  /** a normal run: record what the program reads (keys, TIMER, the clock, the mouse), so that a runtime
   *  error can be shown by a debug run that replays it (the error's `recorded`) */
  record?: boolean;
}

/** Inspector -> worker: the DRAW strings of this program (written in it, and drawn in its first seconds). */
export interface DrawsRequest {
  type: 'draws';
  source: string;
  /** keys typed while it runs (the `--keys` syntax), and the RND seed it starts with */
  keys?: string;
  randomSeed?: number;
}

/** Page -> worker: load and build the parser now, while nothing else is going on (a spare worker). */
export interface WarmRequest {
  type: 'warm';
}

/** Page -> worker: report the syntax and type errors of this program (the editor's checks). */
export interface CheckRequest {
  type: 'check';
  id: number;
  source: string;
}

export interface Problem {
  line: number;
  col: number;
  message: string;
}

/** How a run ended, as the page reports it. */
export type RunEnd =
  | { kind: 'end' }
  | { kind: 'error'; problem: Problem; recorded?: ReplayEntry[] }
  | { kind: 'diagnostics'; problems: Problem[] };

/** Worker -> page. */
export type WorkerMessage =
  | { type: 'running' }
  /** the keys the program reads (program-keys.ts), before it starts */
  | { type: 'keys'; keys: ProgramKeys }
  | { type: 'text'; text: string }
  | { type: 'tone'; frequency: number; ms: number }
  | { type: 'file'; name: string; data: Uint8Array | null }
  | { type: 'debug'; event: DebugEvent }
  | { type: 'done'; end: RunEnd }
  | { type: 'checked'; id: number; problems: Problem[] }
  | { type: 'draws'; draws: ProgramDraws };
