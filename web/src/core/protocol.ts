// Messages between the page and the interpreter worker.
import type { DebugEvent } from '../../../src/index.js';
import type { DebugBuffers } from './debug-channel.js';
import type { SharedBuffers } from './shared.js';

/** Files of the program's drive: name -> bytes (kept in localStorage by the page). */
export type DriveFiles = Record<string, Uint8Array>;

/** Page -> worker: run this program. */
export interface StartMessage {
  type: 'start';
  source: string;
  buffers: SharedBuffers;
  files: DriveFiles;
  /** run under the debugger (a debug build): commands and breakpoints come through these buffers */
  debug?: { buffers: DebugBuffers; startPaused: boolean };
}

export interface Problem {
  line: number;
  col: number;
  message: string;
}

/** How a run ended, as the page reports it. */
export type RunEnd =
  | { kind: 'end' }
  | { kind: 'error'; problem: Problem }
  | { kind: 'diagnostics'; problems: Problem[] };

/** Worker -> page. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'running' }
  | { type: 'text'; text: string }
  | { type: 'tone'; frequency: number; ms: number }
  | { type: 'file'; name: string; data: Uint8Array | null }
  | { type: 'debug'; event: DebugEvent }
  | { type: 'done'; end: RunEnd };
