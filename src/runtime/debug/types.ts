// What a host and the debugger say to each other: the commands a user gives while the program is paused,
// and the paused program's picture (position, call stack, variables, watches). Plain data: the web worker
// posts it to the page as it is.

export type DebugCommand =
  /** F8: run one statement */
  | { kind: 'step' }
  /** F10: run one statement, running a CALL, GOSUB or FUNCTION it makes to its end */
  | { kind: 'over' }
  /** F5: run to the next breakpoint (or a pause request, or the end) */
  | { kind: 'continue' }
  /** F7: run to the first statement on `line` (or a breakpoint before it) */
  | { kind: 'runTo'; line: number }
  /** Shift+F8: go back one statement */
  | { kind: 'back' }
  /** end the run */
  | { kind: 'stop' }
  /** show frame `index` of the call stack (0 the innermost) in the variables */
  | { kind: 'frame'; index: number }
  /** the watch expressions (evaluated at every pause) */
  | { kind: 'watch'; expressions: string[] }
  /** run statements typed in the Immediate window, in the paused program's context */
  | { kind: 'immediate'; text: string };

export type PauseReason = 'start' | 'step' | 'breakpoint' | 'pause' | 'stop' | 'error' | 'end' | 'back';

/** One entry of the call stack, innermost first. */
export interface FrameView {
  /** `module`, the SUB / FUNCTION / DEF FN name, or the label a GOSUB went to */
  name: string;
  kind: 'module' | 'sub' | 'function' | 'deffn' | 'gosub' | 'trap' | 'error handler';
  /** the statement running in this frame (the paused one, or the call that is under way) */
  line: number;
  col: number;
}

/** A variable as the Variables panel shows it. */
export interface VarView {
  name: string;
  /** INTEGER, LONG, SINGLE, DOUBLE, STRING, STRING * n, or the TYPE's name; `(array)` after arrays; empty for
   *  the elements of an array of numbers or strings */
  type: string;
  /** as QBasic prints it: 3.5, -1, "text"; an array's bounds `(0 TO 10)`; empty for records */
  value: string;
  /** changed since the last pause */
  changed?: boolean;
  /** a module-level variable seen from a procedure (SHARED) */
  shared?: boolean;
  /** a record's fields, an array's elements (the first ones) */
  children?: VarView[];
  /** elements left out of `children` */
  more?: number;
}

export interface WatchView {
  expression: string;
  value?: string;
  error?: string;
  changed?: boolean;
}

export interface PauseReport {
  reason: PauseReason;
  line: number;
  col: number;
  /** the innermost SUB / FUNCTION / DEF FN, when the program is inside one */
  procedure?: string;
  /** the runtime error that stopped the program ('error'), with its QBasic message */
  error?: { code: number; message: string };
  stack: FrameView[];
  /** the frame whose variables are listed */
  frame: number;
  variables: VarView[];
  watches: WatchView[];
  /** statements run so far; how many of them Step back can undo */
  steps: number;
  /** false after the end or an error: the program can only be rewound or stopped */
  live: boolean;
}

/** What the debugger tells its client. */
export type DebugEvent =
  | { type: 'paused'; report: PauseReport }
  | { type: 'resumed' }
  /** the Immediate window's result: text it printed or an error */
  | { type: 'immediate'; text: string; error?: string };

/** The host side of a debug run: shows events and supplies commands (blocking while paused). */
export interface DebugClient {
  show(event: DebugEvent): void;
  /** The next command; called only while paused, may block until the user gives one. */
  command(): DebugCommand;
  /** A cheap check before each statement: the user asked to pause (Break) — true once per request. */
  pauseRequested?(): boolean;
  /** Breakpoints by line (a byte per line, non-zero: set); the client may change it at any time. */
  readonly breakpoints: Uint8Array;
}
