// The player: runs one program on the canvas, gives it the keyboard, the on-screen keys and the mouse
// (mouse or touch on the canvas), plays its tones, and when it ends shows "Play again / Pick another /
// See the code" (or, for a run started from the editor, QBasic's `Press any key to continue`).
import { TonePlayer } from '../core/audio.js';
import { qbasicKey } from '../core/keymap.js';
import { ScreenPainter } from '../core/painter.js';
import { CanvasMouse } from '../core/pointer.js';
import type { ProgramKeys } from '../core/program-keys.js';
import type { About } from '../core/programs.js';
import type { DriveFiles, RunEnd, StartMessage } from '../core/protocol.js';
import { Runner, type RunnerEvents } from '../core/runner.js';
import { renderAbout } from './about.js';
import type { PlayerParts } from './player-dom.js';
import { endWords, endTitle } from './end-card.js';
import { ScreenZoom } from './screen-zoom.js';
import { createTouchKeys, isTouchScreen, type TouchKeyboard, TypingField } from './touch-keys.js';

/** `paused`: broken into (the editor shows), able to continue where it was */
export type RunState = 'idle' | 'starting' | 'running' | 'paused' | 'ended' | 'stopped' | 'error';

export interface PlayerEvents {
  state?(state: RunState): void;
  /** the run ended (normally, by an error, or stopped) */
  ended?(end: RunEnd | 'stopped'): void;
  file?(name: string, data: Uint8Array | null): void;
  /** the end card's buttons; a button without a handler is hidden */
  playAgain?(): void;
  pickAnother?(): void;
  seeCode?(): void;
  /** a key while `Press any key to continue` shows */
  leaveEndScreen?(): void;
  /** a debug run paused, resumed or answered (the Edit room's debugger) */
  debug?: RunnerEvents['debug'];
}

export interface PlayOptions {
  /** RANDOMIZE with this first (a fresh game); absent: QBasic's fixed RND sequence */
  randomSeed?: number;
  /** the pace of a PC of an era ('xt', '386', '486', 'pentium'); absent: as fast as this computer runs it */
  speed?: string;
  /** 'card': the end card; 'press-any-key': QBasic's prompt on the screen (runs from the editor) */
  ending?: 'card' | 'press-any-key';
  /** run under the debugger (the editor keeps the keyboard) */
  debug?: StartMessage['debug'];
  /** record what the program reads, to replay a runtime error under the debugger */
  record?: boolean;
  /** the source's parse tree, when it is a shipped listing as shipped (StartMessage.parsed) */
  parsed?: string;
  /** the shipped listing the worker prepared, when the source is it as shipped (StartMessage.prepared) */
  prepared?: string;
  /** the keys the program reads, when the page knows them (a shipped listing's); else the worker finds them */
  keys?: ProgramKeys;
}

const MAX_OUTPUT = 100_000;
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'ScrollLock']);

/** Seconds since midnight, as RANDOMIZE TIMER would seed RND. */
export function clockSeed(): number {
  const now = new Date();
  return (now.getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) / 1000;
}

export class Player {
  state: RunState = 'idle';
  ending: 'card' | 'press-any-key' = 'card';
  /** everything the running program printed (the last MAX_OUTPUT characters) */
  output = '';
  /** the last tones the program played, [Hz, ms] (for the browser tests) */
  tonesHeard: [number, number][] = [];
  /** performance.now() of the last Stop (for the browser tests' latency measurement) */
  stoppedAt = NaN;
  /** runs started so far (a browser test waits for the next run's end, not the last one's) */
  runs = 0;
  readonly runner: Runner;
  readonly painter: ScreenPainter;
  readonly tones = new TonePlayer();
  readonly zoom: ScreenZoom;
  private readonly keyboard: TouchKeyboard | undefined;

  constructor(readonly parts: PlayerParts, private readonly events: PlayerEvents, private readonly files: DriveFiles = {}) {
    this.runner = new Runner({
      running: () => this.setState('running'),
      keys: (keys) => this.programKeys(keys),
      text: (text) => (this.output = (this.output + text).slice(-MAX_OUTPUT)),
      tone: (frequency, ms) => {
        this.tonesHeard = [...this.tonesHeard, [frequency, ms] as [number, number]].slice(-20);
        this.tones.play(frequency, ms);
      },
      file: (name, data) => this.fileChanged(name, data),
      done: (end) => this.finished(end),
      debug: (event) => this.events.debug?.(event),
    });
    this.painter = new ScreenPainter(
      parts.canvas, () => this.runner.screen, () => this.runner.control, parts.screenBox, () => this.runner.cells,
    );
    this.painter.onFirstFrame = () => this.runner.prepareSpare();
    const mouse = new CanvasMouse(parts.canvas, () => this.runner.control, () => this.painter.size, () => this.tones.unlock());
    this.zoom = new ScreenZoom(parts.screenBox, parts.canvas, () => mouse.cancelTouch());
    this.wire();
    if (isTouchScreen()) {
      this.zoom.fitContent = true;
      this.painter.onContent = (bounds) => this.zoom.drawn(bounds);
      const send = (key: string) => this.sendKey(key);
      this.keyboard = createTouchKeys(parts.touchKeys, send, new TypingField(parts.root, send));
    }
    this.painter.prepare();
  }

  get live(): boolean {
    return this.state === 'running' || this.state === 'starting';
  }

  showAbout(about: About | undefined): void {
    renderAbout(this.parts.about, about); // the screen's box refits the canvas if this resized it
  }

  /** Run `source` (CP437 text) from the start. */
  play(source: string, options: PlayOptions = {}): void {
    this.runs++;
    this.output = '';
    this.tonesHeard = [];
    this.tones.silence();
    this.ending = options.ending ?? 'card';
    this.parts.endCard.hidden = true;
    const { keys } = options;
    // the worker first, then the page's own work (layout, the first paint of the blank screen)
    this.runner.start(source, this.files, {
      randomSeed: options.randomSeed, speed: options.speed, endPrompt: this.ending === 'press-any-key', debug: options.debug,
      record: options.record, parsed: options.parsed, prepared: options.prepared, keysKnown: keys !== undefined,
    });
    // the run's keys now, or none until the worker finds them (never the last program's)
    this.programKeys(keys);
    this.zoom.reset();
    this.painter.resetFirstFrame();
    this.setState('starting');
    this.painter.startLoop();
    if (!options.debug) this.focus();
  }

  /** The keys the run reads: the compact keyboard offers them, taps zoom unless the program reads the
   *  mouse. Unknown yet: no keys, and taps belong to the program. */
  private programKeys(keys: ProgramKeys | undefined): void {
    this.keyboard?.programKeys(keys);
    this.zoom.mouse = keys?.mouse ?? true;
  }

  /** End the run at once, wherever it is. */
  stop(): void {
    if (!this.runner.running) return;
    this.stoppedAt = performance.now();
    this.runner.stop();
    this.tones.silence();
    this.painter.stopLoop();
    this.setState('stopped');
    this.showEndCard(endTitle('stopped'));
    this.events.ended?.('stopped');
  }

  /** Break into the run (QBasic's Ctrl+Break): it waits where it is, its screen kept, until resume(). */
  suspend(): void {
    if (!this.live) return;
    this.runner.suspend(true);
    this.tones.silence();
    this.painter.stopLoop();
    this.setState('paused');
  }

  /** Go on from where the run was broken into (QBasic's Continue). */
  resume(): void {
    if (this.state !== 'paused') return;
    this.runner.suspend(false);
    this.painter.startLoop();
    this.setState('running');
  }

  /** A new program was opened: the last run's end (and its error) no longer describes it. */
  forgetLastRun(): void {
    if (!this.live) this.setState('idle');
  }

  focus(): void {
    this.painter.paint();
    this.parts.canvas.focus({ preventScroll: true });
  }

  /** A key meant for the program (keyboard or on-screen keys). */
  sendKey(key: string): void {
    this.tones.unlock();
    if (this.state === 'ended' && this.ending === 'press-any-key') this.events.leaveEndScreen?.();
    else if (this.live && !this.runner.sendKey(key)) this.tones.play(880, 60); // buffer full: the PC beeps
  }

  /** A key press while the player shows: true when it went to the program (or ended the end screen). */
  keyDown(event: KeyboardEvent): boolean {
    const waitingForAnyKey = this.state === 'ended' && this.ending === 'press-any-key';
    if (!this.live && !waitingForAnyKey) return false;
    if (MODIFIERS.has(event.key)) {
      if (event.key === 'Alt') event.preventDefault(); // keep the browser's menu bar shut
      return true;
    }
    const key = qbasicKey(event);
    if (key === undefined) return false;
    event.preventDefault();
    this.sendKey(key);
    return true;
  }

  private finished(end: RunEnd): void {
    this.painter.stopLoop();
    this.setState(end.kind === 'end' ? 'ended' : 'error');
    // the player sees how it ended, and where an error was (on a phone the toolbar has no room for the status)
    this.showEndCard(endTitle(end));
    this.events.ended?.(end);
  }

  private showEndCard(title: string): void {
    if (this.ending !== 'card') return;
    const { endCard, endTitle, playAgain, pickAnother, seeCode } = this.parts;
    endTitle.textContent = title;
    const words = endWords(this.output);
    this.parts.endWords.textContent = words;
    this.parts.endWords.hidden = !words;
    playAgain.hidden = !this.events.playAgain;
    pickAnother.hidden = !this.events.pickAnother;
    seeCode.hidden = !this.events.seeCode;
    endCard.hidden = false;
    playAgain.focus({ preventScroll: true });
  }

  private setState(state: RunState): void {
    this.state = state;
    this.events.state?.(state);
  }

  private fileChanged(name: string, data: Uint8Array | null): void {
    if (data) this.files[name] = data;
    else delete this.files[name];
    this.events.file?.(name, data);
  }

  private wire(): void {
    const { parts, events } = this;
    const click = (button: HTMLButtonElement, action?: () => void) =>
      button.addEventListener('click', () => {
        this.tones.unlock();
        action?.();
      });
    click(parts.playAgain, events.playAgain);
    click(parts.pickAnother, events.pickAnother);
    click(parts.seeCode, events.seeCode);
    click(parts.exitFullscreen, () => void document.exitFullscreen?.());
    // into fullscreen and back: the drawn part of the screen fills its new box, whole (phone)
    document.addEventListener('fullscreenchange', () => this.zoom.home());
    parts.screenBox.addEventListener('pointerdown', (event) => {
      this.tones.unlock();
      if (this.state === 'ended' && this.ending === 'press-any-key') events.leaveEndScreen?.();
      else if (event.target === parts.canvas) parts.canvas.focus({ preventScroll: true });
    });
  }
}
