// Run control as QBasic has it: going to the editor while a program runs breaks into it (Ctrl+Break in
// QBasic's sense: it waits where it is); F5 continues it when the program is still the text that runs
// (QBasic's Continue), else starts it again and says why; Shift+F5 restarts. A control that cannot be
// used says why (its title and accessible description). The toolbar and the menus call these.
import type { Player, RunState } from './play/player.js';

export interface RunShell {
  readonly player: Player;
  /** the editor's text, when the editor is loaded */
  editorText(): string | undefined;
  /** show the program's screen (the Play view) */
  showScreen(): void;
  /** run the editor's text from the start */
  restart(): void;
}

export const PAUSED = 'Paused: F5 continues, Shift+F5 restarts';
/** the same, where there are no F-keys (a touch screen): the controls that do it, by name */
export const PAUSED_TOUCH = 'Paused: Continue, or Run ▸ Restart';
export const RESTARTED = 'the program was changed, so it could not continue: it started again';

export class RunControl {
  /** the text the run was started from (undefined: not the editor's, e.g. a help example: it can always continue) */
  private source: string | undefined;
  /** said with the next Running (why a Continue restarted) */
  private note = '';

  constructor(private readonly shell: RunShell) {}

  /** A run started from `source` (the editor's text or a listing; undefined for other texts). */
  started(source: string | undefined): void {
    this.source = source;
  }

  /** Going to the editor: a running program is broken into (false when nothing was running). */
  breakIn(): boolean {
    if (!this.shell.player.live) return false;
    this.shell.player.suspend();
    return true;
  }

  get paused(): boolean {
    return this.shell.player.state === 'paused';
  }

  /** Can the paused run go on? Not once the program's text was changed. */
  get canContinue(): boolean {
    const text = this.shell.editorText();
    return this.paused && (this.source === undefined || text === undefined || text === this.source);
  }

  /** F5 while paused: continue, or (after a change) start again with a word why; false when nothing is paused. */
  continueRun(): boolean {
    if (!this.paused) return false;
    if (this.canContinue) {
      this.shell.player.resume();
      this.shell.showScreen();
    } else {
      this.note = RESTARTED;
      this.shell.restart();
    }
    return true;
  }

  /** The status line's words for a run state. */
  statusOf(state: RunState): string {
    const words: Record<RunState, string> = {
      idle: '', starting: 'Starting…', running: 'Running', ended: 'Ended', stopped: 'Stopped', error: 'Error',
      paused: matchMedia('(pointer: coarse)').matches ? PAUSED_TOUCH : PAUSED,
    };
    if (state === 'running' && this.note) {
      const said = `Running: ${this.note}`;
      this.note = '';
      return said;
    }
    return words[state];
  }

  /** Enable the run buttons for a state; a disabled one says why. */
  showControls(state: RunState, run: HTMLButtonElement, stop: HTMLButtonElement): void {
    const live = state === 'running' || state === 'starting';
    explain(run, live ? 'The program is running: Ctrl+Break or Stop stops it; Shift+F5 restarts it' : undefined);
    explain(stop, live || state === 'paused' ? undefined : 'Nothing is running');
    const label = run.firstChild;
    if (label?.nodeType === Node.TEXT_NODE) label.textContent = state === 'paused' ? 'Continue ' : 'Run ';
  }
}

/** Disable a control with the reason said (title and aria-description), or enable it with its own title. */
export function explain(control: HTMLButtonElement, why: string | undefined): void {
  control.dataset.title ??= control.title;
  control.disabled = why !== undefined;
  control.title = why ?? control.dataset.title;
  if (why) control.setAttribute('aria-description', why);
  else control.removeAttribute('aria-description');
}
