// The app: one program at a time, shown either as its running screen or in the editor, with QBasic's
// keys (F5 run, Shift+F5 restart, Ctrl+Break stop, F4 switch between screen and editor). When a program
// ends, `Press any key to continue` shows on its screen and a key returns to the editor, as in QBasic.
import { TonePlayer } from './core/audio.js';
import { unicodeToCp437 } from './core/cp437.js';
import { ProgramEditor } from './edit/editor.js';
import { DebugUi } from './edit/debug/debug-ui.js';
import { isBreak, qbasicKey } from './core/keymap.js';
import { ScreenPainter } from './core/painter.js';
import {
  currentSource, DEFAULT_PROGRAM, forgetSource, loadDrive, programNames, saveDrive, saveSource, shippedSource,
} from './core/programs.js';
import type { DriveFiles, RunEnd, StartMessage } from './core/protocol.js';
import { Runner } from './core/runner.js';
import { createTouchKeys, isTouchScreen } from './play/touch-keys.js';

export type RunState = 'idle' | 'starting' | 'running' | 'ended' | 'stopped' | 'error';
export type View = 'screen' | 'editor';

/** The page's elements the app drives (see index.html). */
export interface Ui {
  picker: HTMLSelectElement;
  run: HTMLButtonElement;
  restart: HTMLButtonElement;
  stop: HTMLButtonElement;
  toggleView: HTMLButtonElement;
  revert: HTMLButtonElement;
  status: HTMLElement;
  screenView: HTMLElement;
  canvas: HTMLCanvasElement;
  touchKeys: HTMLElement;
  editorView: HTMLElement;
  editorHost: HTMLElement;
  problems: HTMLElement;
}

const MAX_OUTPUT = 100_000;

export class App {
  state: RunState = 'idle';
  view: View = 'screen';
  program = '';
  /** performance.now() of the last Stop (for the browser tests' latency measurement) */
  stoppedAt = NaN;
  /** the last tones the program played, [Hz, ms] (for the browser tests) */
  tonesHeard: [number, number][] = [];
  /** everything the running program printed (the last MAX_OUTPUT characters) */
  output = '';
  readonly runner: Runner;
  private readonly painter: ScreenPainter;
  private readonly editor: ProgramEditor;
  private readonly tones = new TonePlayer();
  private readonly files: DriveFiles = loadDrive();
  readonly debug: DebugUi;

  constructor(private readonly ui: Ui) {
    this.runner = new Runner({
      running: () => this.setState('running'),
      text: (text) => (this.output = (this.output + text).slice(-MAX_OUTPUT)),
      tone: (frequency, ms) => {
        this.tonesHeard = [...this.tonesHeard, [frequency, ms] as [number, number]].slice(-20);
        this.tones.play(frequency, ms);
      },
      file: (name, data) => this.fileChanged(name, data),
      done: (end) => this.finished(end),
      debug: (event) => this.debug.event(event),
    });
    this.painter = new ScreenPainter(ui.canvas, () => this.runner.screen, () => this.runner.control, ui.screenView);
    this.editor = new ProgramEditor(ui.editorHost, ui.problems, (text) => saveSource(this.program, text));
    this.debug = new DebugUi({
      runner: this.runner, view: this.editor.view, status: ui.status, panelsParent: ui.editorView.parentElement ?? ui.editorView, run: (debug) => this.run(debug),
    });
    this.editor.plugins.push(this.debug.extensions);
    this.wireControls();
    if (isTouchScreen()) createTouchKeys(ui.touchKeys, (key) => this.programKey(key));
    this.painter.paint();
  }

  /** Open the program named in the address (#name), else Minesweeper, and run it at once. */
  async start(): Promise<void> {
    const names = programNames();
    const wanted = decodeURIComponent(location.hash.slice(1));
    await this.open(names.includes(wanted) ? wanted : names.includes(DEFAULT_PROGRAM) ? DEFAULT_PROGRAM : names[0] ?? '');
    this.run();
  }

  async open(name: string): Promise<void> {
    this.runner.stop();
    this.debug.finished();
    this.program = name;
    this.ui.picker.value = name;
    history.replaceState(null, '', `#${encodeURIComponent(name)}`);
    this.editor.load(await currentSource(name));
    this.setState('idle');
  }

  /** Run the editor's text from the start, on the screen view (a debug run stays in the editor). */
  run(debug?: StartMessage['debug']): void {
    if (!debug) this.debug.finished();
    this.output = '';
    this.tonesHeard = [];
    this.tones.silence();
    this.setState('starting');
    this.setView(debug ? 'editor' : 'screen');
    this.painter.startLoop();
    void this.runner.start(unicodeToCp437(this.editor.text), this.files, debug);
  }

  /** Ctrl+Break: end the run wherever it is and return to the editor. */
  stop(): void {
    if (!this.runner.running) return;
    this.stoppedAt = performance.now();
    this.runner.stop();
    this.debug.finished();
    this.tones.silence();
    this.painter.stopLoop();
    this.setState('stopped');
    this.setView('editor');
  }

  setView(view: View): void {
    this.view = view;
    this.ui.screenView.hidden = view !== 'screen';
    this.ui.touchKeys.classList.toggle('off', view !== 'screen');
    this.ui.editorView.hidden = view !== 'editor';
    this.ui.toggleView.firstChild!.textContent = view === 'screen' ? 'Editor ' : 'Screen ';
    if (view === 'screen') {
      this.painter.fit();
      this.painter.paint();
      this.ui.canvas.focus();
    } else {
      this.editor.view.requestMeasure();
      this.editor.focus();
    }
  }

  /** `Press any key to continue`: the key returns to the editor, as in QBasic. */
  private leaveEndedScreen(): void {
    this.setState('idle');
    this.setView('editor');
  }

  private finished(end: RunEnd): void {
    this.debug.finished();
    this.painter.stopLoop();
    if (end.kind === 'end') {
      this.setState('ended');
      return;
    }
    const problems = end.kind === 'error' ? [end.problem] : end.problems;
    this.setState('error');
    if (problems[0]) this.ui.status.textContent = `${problems[0].message} in line ${problems[0].line}`;
    this.setView('editor');
    this.editor.showRunProblems(problems);
  }

  private setState(state: RunState): void {
    this.state = state;
    const live = state === 'running' || state === 'starting';
    this.ui.run.disabled = live;
    this.ui.stop.disabled = !live;
    const words: Record<RunState, string> = {
      idle: 'Ready',
      starting: 'Starting…',
      running: 'Running',
      ended: 'Ended: press any key for the editor',
      stopped: 'Stopped',
      error: 'Error',
    };
    this.ui.status.textContent = words[state];
    document.body.dataset.state = state;
  }

  /** A key meant for the program (keyboard or touch button). */
  private programKey(key: string): void {
    this.tones.unlock();
    if (this.state === 'ended') this.leaveEndedScreen();
    else if (this.state === 'running' || this.state === 'starting') {
      if (!this.runner.sendKey(key)) this.tones.play(880, 60); // buffer full: the PC beeps
    }
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.debug.key(event)) return;
    if (isBreak(event)) {
      event.preventDefault();
      this.stop();
      return;
    }
    if (this.view === 'screen' && event.target !== this.ui.picker) this.screenKey(event);
    else this.editorKey(event);
  }

  private screenKey(event: KeyboardEvent): void {
    const live = this.state === 'running' || this.state === 'starting';
    if (!live && this.ideKey(event)) return;
    if (['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'ScrollLock'].includes(event.key)) {
      if (event.key === 'Alt') event.preventDefault(); // keep the browser's menu bar shut
      return;
    }
    const key = qbasicKey(event);
    if (key === undefined) return;
    event.preventDefault();
    if (live || this.state === 'ended') this.programKey(key);
  }

  private editorKey(event: KeyboardEvent): void {
    if (this.state === 'running' || this.state === 'starting') {
      if (event.key === 'F4') {
        event.preventDefault();
        this.setView('screen');
      }
      return;
    }
    this.ideKey(event);
  }

  /** The IDE's own keys while no program runs: F5 / Shift+F5 run from the start, F4 switches views. */
  private ideKey(event: KeyboardEvent): boolean {
    if (event.key === 'F5') this.run();
    else if (event.key === 'F4') this.setView(this.view === 'screen' ? 'editor' : 'screen');
    else return false;
    event.preventDefault();
    return true;
  }

  private fileChanged(name: string, data: Uint8Array | null): void {
    if (data) this.files[name] = data;
    else delete this.files[name];
    saveDrive(this.files);
  }

  private async revert(): Promise<void> {
    if (!confirm(`Throw away your changes to ${this.program} and reload the original?`)) return;
    forgetSource(this.program);
    this.editor.load(await shippedSource(this.program));
  }

  private wireControls(): void {
    const { ui } = this;
    for (const name of programNames()) ui.picker.add(new Option(name, name));
    ui.picker.addEventListener('change', () => void this.open(ui.picker.value).then(() => this.run()));
    const click = (button: HTMLButtonElement, action: () => void) =>
      button.addEventListener('click', () => {
        this.tones.unlock();
        action();
      });
    click(ui.run, () => this.run());
    click(ui.restart, () => this.run());
    click(ui.stop, () => this.stop());
    click(ui.toggleView, () => this.setView(this.view === 'screen' ? 'editor' : 'screen'));
    click(ui.revert, () => void this.revert());
    ui.screenView.addEventListener('pointerdown', () => {
      this.tones.unlock();
      if (this.state === 'ended') this.leaveEndedScreen();
      else ui.canvas.focus();
    });
    window.addEventListener('keydown', (event) => this.onKeyDown(event), { capture: true });
    window.addEventListener('resize', () => this.painter.fit());
  }
}
