// The debugger in the Edit room, with QBasic's keys: F8 step, F10 procedure step, F9 breakpoint, F5
// continue, F7 run to cursor, Shift+F8 step back. F8, F10 and F7 start a debug run of the editor's text
// (F5 too when a breakpoint is set); the program's screen stays visible above the editor while paused.
import type { EditorView } from '@codemirror/view';
import type { DebugCommand, DebugEvent, PauseReport, ReplayEntry } from '../../../../src/index.js';
import { createDebugBuffers, DebugLink, MAX_LINES } from '../../core/debug-channel.js';
import { qbasicKey } from '../../core/keymap.js';
import type { StartMessage } from '../../core/protocol.js';
import type { Runner } from '../../core/runner.js';
import { Ctl } from '../../core/shared.js';
import { breakpointLines, debuggerMarks, setCurrentStatement, toggleBreakpoint } from './editor-marks.js';
import { DebugPanels } from './panels.js';
import './debug.css';

export interface DebugHost {
  runner: Runner;
  /** the editor (read when it changes: ProgramEditor.load gives it a fresh state, not a fresh view) */
  view: EditorView;
  status: HTMLElement;
  /** where the panels go (beside the editor) */
  panelsParent: HTMLElement;
  /** run the editor's text with these debug settings (screen shown beside the editor) */
  run(debug: NonNullable<StartMessage['debug']>): void;
}

type DebugState = 'off' | 'running' | 'paused';

export class DebugUi {
  state: DebugState = 'off';
  private report: PauseReport | undefined;
  private link: DebugLink | undefined;
  private readonly panels: DebugPanels;

  constructor(private readonly host: DebugHost) {
    this.panels = new DebugPanels(host.panelsParent, {
      command: (kind) => this.command(kind),
      frame: (index) => this.send({ kind: 'frame', index }),
      watch: (expressions) => this.send({ kind: 'watch', expressions: expressions.slice() }),
      immediate: (text) => {
        if (this.state === 'paused') this.send({ kind: 'immediate', text });
        else this.panels.logImmediate(text, 'The Immediate window runs statements while the program is paused (F8 starts it paused).');
      },
    });
  }

  /** The editor extensions (gutter breakpoints, the paused statement). */
  get extensions() {
    return debuggerMarks(() => this.syncBreakpoints());
  }

  /** A key press, before the app sees it; true when the debugger took it. */
  /** The Step button (F8 without a keyboard): a debug run paused at the first statement, or the next step. */
  step(): void {
    this.command('step');
  }

  /** The Run button as F5: with a breakpoint set, a debug run that stops there; false when there is none. */
  runToBreakpoint(): boolean {
    if (this.state !== 'off' || breakpointLines(this.host.view.state).length === 0) return false;
    this.command('continue');
    return true;
  }

  key(event: KeyboardEvent): boolean {
    if (this.state !== 'off' && !this.host.runner.running) this.finished();
    if (this.state === 'off' && this.host.runner.running) return false; // a normal run: F-keys are the program's
    const action = this.keyAction(event);
    if (action) {
      event.preventDefault();
      action();
      return true;
    }
    if (this.state === 'running' && !this.inPanel(event)) return this.toProgram(event);
    return false;
  }

  private keyAction(event: KeyboardEvent): (() => void) | undefined {
    if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
    switch (event.key) {
      case 'F9': return () => this.toggleAtCursor();
      case 'F8': return () => this.command(event.shiftKey ? 'back' : 'step');
      case 'F10': return event.shiftKey ? undefined : () => this.command('over');
      case 'F7': return event.shiftKey ? undefined : () => this.command('runTo');
      case 'F5':
        if (event.shiftKey) return undefined;
        if (this.state === 'paused') return () => this.command('continue');
        if (this.state === 'off' && breakpointLines(this.host.view.state).length > 0) return () => this.command('continue');
        return undefined;
      default: return undefined;
    }
  }

  private inPanel(event: KeyboardEvent): boolean {
    return event.target instanceof Node && this.panels.root.contains(event.target);
  }

  /** While a debug run executes (INPUT after F8 ...), typing goes to the program. */
  private toProgram(event: KeyboardEvent): boolean {
    const key = qbasicKey(event);
    if (key === undefined) return false;
    event.preventDefault();
    this.host.runner.sendKey(key);
    return true;
  }

  command(kind: 'continue' | 'step' | 'over' | 'back' | 'runTo'): void {
    const cursorLine = this.host.view.state.doc.lineAt(this.host.view.state.selection.main.head).number;
    const command: DebugCommand = kind === 'runTo' ? { kind, line: cursorLine } : { kind };
    if (this.state === 'paused') {
      // Step back replays the run from the start: say so while it catches up
      if (kind === 'back' && (this.report?.steps ?? 0) > 1) this.host.status.textContent = 'Stepping back…';
      this.send(command);
      return;
    }
    if (this.state === 'running') {
      if (kind === 'step') this.link?.requestPause(this.host.runner.control, Ctl.keyTail);
      return;
    }
    if (kind === 'back') return;
    this.start(kind === 'step' || kind === 'over' || kind === 'runTo');
    if (kind === 'runTo') this.send(command);
  }

  /** A normal run ended in a runtime error: replay it (its recorded input) under the debugger, which
   *  pauses at the failing statement with the message, the call stack and the program's screen. */
  replay(recorded: ReplayEntry[]): void {
    this.start(false, recorded);
  }

  private start(startPaused: boolean, recorded?: ReplayEntry[]): void {
    const buffers = createDebugBuffers();
    this.link = new DebugLink(buffers);
    this.syncBreakpoints();
    this.state = 'running';
    document.body.classList.add('debugging');
    this.host.run({ buffers, startPaused, recorded });
    if (this.panels.watchExpressions.length) this.send({ kind: 'watch', expressions: this.panels.watchExpressions.slice() });
  }

  private send(command: DebugCommand): void {
    if (this.state === 'paused' || command.kind === 'watch' || command.kind === 'runTo') this.link?.send(command);
  }

  toggleAtCursor(): void {
    const view = this.host.view;
    view.dispatch({ effects: toggleBreakpoint.of(view.state.doc.lineAt(view.state.selection.main.head).number) });
    this.syncBreakpoints();
  }

  clearBreakpoints(): void {
    const view = this.host.view;
    view.dispatch({ effects: breakpointLines(view.state).map((line) => toggleBreakpoint.of(line)) });
    this.syncBreakpoints();
  }

  private syncBreakpoints(): void {
    if (!this.link) return;
    const lines = this.link.breakpoints;
    lines.fill(0);
    for (const line of breakpointLines(this.host.view.state)) if (line < MAX_LINES) lines[line] = 1;
  }

  /** What the worker's debugger says. */
  event(event: DebugEvent): void {
    switch (event.type) {
      case 'paused': return this.paused(event.report);
      case 'resumed':
        this.state = 'running';
        this.host.view.dispatch({ effects: setCurrentStatement.of(null) });
        this.host.status.textContent = 'Running';
        return;
      case 'immediate': return this.panels.logImmediate(event.text, event.error);
    }
  }

  private paused(report: PauseReport): void {
    this.state = 'paused';
    this.report = report;
    document.body.classList.add('debugging');
    const view = this.host.view;
    if (report.line <= view.state.doc.lines) {
      const line = view.state.doc.line(report.line);
      view.dispatch({
        effects: [setCurrentStatement.of({ line: report.line, col: report.col }), ...scrollTo(view, line.from)],
      });
    }
    this.panels.render(report);
    this.host.status.textContent = statusText(report);
  }

  /** The run is over (ended, stopped): back to editing. */
  finished(): void {
    this.state = 'off';
    this.link?.close();
    this.link = undefined;
    document.body.classList.remove('debugging');
    this.host.view.dispatch({ effects: setCurrentStatement.of(null) });
  }
}

function scrollTo(view: EditorView, pos: number) {
  return [(view.constructor as typeof EditorView).scrollIntoView(pos, { y: 'center' })];
}

/** `Paused at line N` (in SUB name), with the error or the end when there is one. */
export function statusText(report: PauseReport): string {
  const where = `Paused at line ${report.line}${report.procedure ? ` in ${report.procedure}` : ''}`;
  if (report.error) return `${where}: ${report.error.message}`;
  if (report.reason === 'end') return `${where}: the program ended (Shift+F8 steps back, F5 closes)`;
  return where;
}
