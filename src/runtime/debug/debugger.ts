// The debugger: the hook a debug build calls before every statement. It keeps the call stack (frames and
// the statement each is at), decides when to pause (step, procedure step, breakpoints, run to cursor, a
// pause request), and while paused serves the client's commands: variables, watches, Immediate
// statements, and Step back, which replays the run from the start to one statement earlier.
import type { Loc } from '../../parser/ast.js';
import type { ProgramCtx } from '../compiler/context.js';
import type { Scope } from '../compiler/scope.js';
import { StoppedSignal } from '../machine/signals.js';
import type { Executable, ProcCode, State } from '../machine/state.js';
import type { RunOutcome } from '../machine/machine.js';
import { evaluateWatch, runImmediate, type EvalFrame } from './evaluate.js';
import { markChanges, variablesOf } from './inspect.js';
import type { ReplayHost } from './replay.js';
import type { DebugClient, DebugCommand, FrameView, PauseReason, PauseReport, WatchView } from './types.js';

/** Thrown out of the hook to end the run so that the session replays it from the start. */
export class RewindSignal extends StoppedSignal {}

type Mode = 'step' | 'over' | 'continue' | 'runTo';

interface StackEntry {
  view: FrameView;
  frame: EvalFrame;
}

/** Frames of one level: interrupted code or a procedure (level = depth + event handlers running). */
function levelOf(s: State): number {
  return s.depth + s.trapNesting + (s.inHandler ? 1 : 0);
}

export class Debugger {
  /** statements run so far in this run (hook calls) */
  count = 0;
  /** replaying: pause at this statement (0: not replaying) */
  private target = 0;
  /** set by Step back: the session replays up to this statement */
  rewindTo = 0;
  private mode: Mode;
  private runToLine = 0;
  private overLevel = 0;
  private overGosubs = 0;
  /** the hook does nothing while the debugger itself runs code (watches, Immediate) */
  private suspended = false;
  private s!: State;
  // the stack, one entry per level: what runs there and the statement it is at
  private readonly procs: ProcCode[] = [];
  private readonly frames: any[][] = [];
  private readonly locs: Loc[] = [];
  /** each level: module code running as the ON ERROR handler (else, at a level above 0, an event handler) */
  private readonly handlers: boolean[] = [];
  private readonly depths: number[] = [];
  private top = 0;
  /** the statement of the last pause (a STOP stepped onto does not pause twice) */
  private pausedAt = -1;
  private lastLine = 0;
  private lastPc = -1;
  private lastProc: ProcCode | null = null;
  // what the client sees
  private selected = 0;
  private watches: string[] = [];
  private seen = new Map<string, Map<string, string>>();
  private before = new Map<string, Map<string, string>>();
  /** Immediate statements run so far: replayed at the same statement */
  private immediates: { at: number; frame: number; text: string }[] = [];
  private readonly prog: ProgramCtx;
  private readonly scopes: Map<ProcCode, Scope>;

  constructor(
    private readonly exe: Executable,
    private readonly client: DebugClient,
    private readonly host: ReplayHost,
    startPaused: boolean,
  ) {
    if (!exe.debug) throw new Error('the debugger needs a debug build (compile with { debug: true })');
    this.prog = exe.debug.prog as ProgramCtx;
    this.scopes = exe.debug.scopes as Map<ProcCode, Scope>;
    this.mode = startPaused ? 'step' : 'continue';
  }

  /** Watch a fresh run's state (the first run, or a replay after Step back). */
  attach(s: State): void {
    this.s = s;
    this.exe.debug!.hook.call = this.hook;
    this.count = 0;
    this.top = 0;
    this.lastLine = 0;
    this.lastProc = null;
    if (this.rewindTo > 0) {
      this.target = this.rewindTo;
      this.rewindTo = 0;
      this.host.quiet = true;
    }
  }

  /** the state the debugger watches */
  get state(): State {
    return this.s;
  }

  get rewinding(): boolean {
    return this.rewindTo > 0;
  }

  private readonly hook = (s: State, loc: Loc, stop?: boolean): void => {
    if (this.suspended) return;
    if (stop) {
      if (this.target === 0 && this.pausedAt !== this.count) this.pause(loc, 'stop');
      return;
    }
    const n = ++this.count;
    const level = levelOf(s);
    this.procs[level] = s.proc;
    this.frames[level] = s.l;
    this.locs[level] = loc;
    this.handlers[level] = s.inHandler;
    this.depths[level] = s.depth;
    this.top = level;
    if (this.target > 0) {
      this.replayImmediates(n);
      if (n < this.target) return;
      this.target = 0;
      this.host.quiet = false;
      this.pause(loc, 'back');
    } else {
      const reason = this.stopHere(s, loc, level);
      if (reason) this.pause(loc, reason);
    }
    this.lastLine = loc.line;
    this.lastPc = s.pc;
    this.lastProc = s.proc;
  };

  /** Pause where the program is (it waits for a key inside a statement): the commands apply from there. */
  pauseNow(): void {
    if (this.suspended || this.target > 0 || !this.s) return;
    this.pause(this.locs[this.top] ?? { line: 1, col: 1 }, 'pause');
  }

  private kindOf(proc: ProcCode, level: number): FrameView['kind'] {
    if (proc !== this.exe.main) return (this.scopes.get(proc)?.kind ?? 'sub') as FrameView['kind'];
    if (level === 0) return 'module';
    return this.handlers[level] ? 'error handler' : 'trap';
  }

  /** Why to pause before this statement, or undefined to run on. */
  private stopHere(s: State, loc: Loc, level: number): PauseReason | undefined {
    if (this.client.pauseRequested?.()) return 'pause';
    switch (this.mode) {
      case 'step': return this.count === 1 ? 'start' : 'step';
      case 'over':
        if (level < this.overLevel || level === this.overLevel && s.gosub.length <= this.overGosubs) return 'step';
        break;
      case 'runTo':
        if (loc.line === this.runToLine && this.entersLine(s, loc)) return 'step';
        break;
      default:
    }
    return this.client.breakpoints[loc.line] && this.entersLine(s, loc) ? 'breakpoint' : undefined;
  }

  /** A line's statement reached from another line, or by a jump back within it (a one-line loop). */
  private entersLine(s: State, loc: Loc): boolean {
    return loc.line !== this.lastLine || s.proc !== this.lastProc || s.pc <= this.lastPc;
  }

  private replayImmediates(n: number): void {
    for (const imm of this.immediates) {
      if (imm.at !== n) continue;
      const entry = this.stack()[imm.frame];
      if (entry) this.quietly(() => runImmediate(this.prog, this.s, entry.frame, imm.text));
    }
  }

  private quietly<T>(run: () => T): T {
    this.suspended = true;
    try {
      return run();
    } finally {
      this.suspended = false;
    }
  }

  /** The call stack, innermost first: each level's frame, with the GOSUBs pending in it. */
  stack(): StackEntry[] {
    const entries: StackEntry[] = [];
    const s = this.s;
    for (let level = this.top; level >= 0; level--) {
      const proc = this.procs[level];
      const scope = this.scopes.get(proc);
      if (!scope) continue;
      const frame: EvalFrame = { scope, proc, l: this.frames[level] };
      const kind = this.kindOf(proc, level);
      let loc = this.locs[level];
      const gosubs = s.gosub.filter((g) => g.trap === null && g.proc === proc && g.depth === this.depths[level]);
      for (let i = gosubs.length - 1; i >= 0; i--) {
        entries.push({ view: { name: 'GOSUB', kind: 'gosub', line: loc.line, col: loc.col }, frame });
        loc = gosubs[i].proc.locs[gosubs[i].pc - 1] ?? loc;
      }
      const name = kind === 'module' || kind === 'trap' || kind === 'error handler' ? kind : proc.name;
      entries.push({ view: { name, kind, line: loc.line, col: loc.col }, frame });
    }
    return entries;
  }

  private report(loc: Loc, reason: PauseReason, live: boolean, error?: { code: number; message: string }): PauseReport {
    const stack = this.stack();
    const selected = Math.min(this.selected, stack.length - 1);
    const entry = stack[selected];
    const key = entry ? `${entry.frame.proc.name}@${stack.length - selected}` : '';
    const variables = entry ? variablesOf(entry.frame.scope, this.s.g, entry.frame.l) : [];
    this.seen.set(key, markChanges(variables, this.before.get(key)));
    const watches = entry ? this.watchViews(entry.frame) : [];
    const procedure = stack.find((e) => e.view.kind === 'sub' || e.view.kind === 'function' || e.view.kind === 'deffn');
    return {
      reason, line: loc.line, col: loc.col, procedure: procedure?.view.name, error,
      stack: stack.map((e) => e.view), frame: selected, variables, watches, steps: this.count, live,
    };
  }

  private watchViews(frame: EvalFrame): WatchView[] {
    const before = this.before.get('watch');
    const now = new Map<string, string>();
    const views = this.watches.map((expression): WatchView => {
      const result = this.quietly(() => evaluateWatch(this.prog, this.s, frame, expression));
      const view: WatchView = { expression, ...result };
      if (result.value !== undefined) {
        now.set(expression, result.value);
        const old = before?.get(expression);
        if (old !== undefined && old !== result.value) view.changed = true;
      }
      return view;
    });
    this.seen.set('watch', now);
    return views;
  }

  /** Pause before the statement at `loc` and serve commands until one resumes the run. */
  private pause(loc: Loc, reason: PauseReason): void {
    this.pausedAt = this.count;
    this.newPause();
    this.serve(loc, reason, true);
  }

  private newPause(): void {
    this.before = this.seen;
    this.seen = new Map();
    this.selected = 0;
  }

  /** The run ended (END, the last statement, an untrapped error): let the user look back. 'rewind' to replay. */
  afterEnd(outcome: RunOutcome): 'rewind' | 'done' {
    if (outcome.kind !== 'end' && outcome.kind !== 'error') return 'done';
    // run off the end of the module (pc -1 there): no procedure is running any more
    if (outcome.kind === 'end' && this.s.pc < 0) this.top = 0;
    this.newPause();
    const error = outcome.kind === 'error' ? { code: outcome.code, message: outcome.message } : undefined;
    const loc = error && outcome.kind === 'error' ? { line: outcome.line, col: outcome.col } : this.locs[this.top] ?? { line: 1, col: 1 };
    this.serve(loc as Loc, error ? 'error' : 'end', false, error);
    return this.rewinding ? 'rewind' : 'done';
  }

  private serve(loc: Loc, reason: PauseReason, live: boolean, error?: { code: number; message: string }): void {
    this.client.show({ type: 'paused', report: this.report(loc, reason, live, error) });
    for (;;) {
      const command = this.client.command();
      if (this.obey(command, live)) {
        if (live && !this.rewinding) this.client.show({ type: 'resumed' });
        if (this.rewinding && live) throw new RewindSignal();
        return;
      }
      this.client.show({ type: 'paused', report: this.report(loc, reason, live, error) });
    }
  }

  /** Carry out a command; true when it ends the pause. */
  private obey(command: DebugCommand, live: boolean): boolean {
    switch (command.kind) {
      case 'step':
      case 'continue':
        if (!live) return true;
        this.mode = command.kind;
        return true;
      case 'over':
        if (!live) return true;
        this.mode = 'over';
        this.overLevel = this.top;
        this.overGosubs = this.s.gosub.length;
        return true;
      case 'runTo':
        if (!live) return true;
        this.mode = 'runTo';
        this.runToLine = command.line;
        return true;
      case 'back': {
        const to = live ? this.count - 1 : this.count;
        if (to < 1) return false;
        this.rewindTo = to;
        this.immediates = this.immediates.filter((i) => i.at <= to);
        this.mode = 'step';
        return true;
      }
      case 'stop':
        if (!live) return true;
        throw new StoppedSignal();
      case 'frame':
        this.selected = Math.max(0, command.index);
        return false;
      case 'watch':
        this.watches = command.expressions.slice();
        return false;
      case 'immediate':
        this.immediate(command.text, live);
        return false;
    }
  }

  private immediate(text: string, live: boolean): void {
    const entry = this.stack()[this.selected];
    if (!entry) return;
    const error = this.quietly(() => runImmediate(this.prog, this.s, entry.frame, text));
    if (!error && live) this.immediates.push({ at: this.count, frame: this.selected, text });
    this.client.show({ type: 'immediate', text, error });
  }
}
