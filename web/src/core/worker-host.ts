// The Host the interpreter runs against inside the Web Worker: keys from the shared ring buffer, pauses
// with Atomics.wait (woken by the page's Atomics.notify when a key arrives), text and tones posted to the
// page. Every method is synchronous, as the core expects.
import type { GraphicsDevice } from '../../../src/graphics/device.js';
import type { Host, HostFileSystem, HostMouse } from '../../../src/runtime/host.js';
import { Ctl, moveMouse, pendingKeys, popKey, readMouse, stopRequested, waitWhileSuspended } from './shared.js';

/** What the host sends to the page. */
export interface Outbox {
  text(text: string): void;
  tone(frequency: number, ms: number): void;
  /** send what is batched up (called before the worker blocks) */
  flush(): void;
}

/**
 * Caps how often a polling loop runs: at most `budget` calls per `windowMs`; a call over budget blocks
 * until the window ends (or a key arrives), so `DO: k$ = INKEY$: LOOP` sleeps most of the time.
 */
export class RateLimiter {
  private windowStart = 0;
  private calls = 0;

  constructor(private readonly budget: number, private readonly windowMs: number) {}

  /** Count one call; when over budget, wait on `control[word]` for the rest of the window. */
  tick(control: Int32Array, word: number): void {
    const now = performance.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.calls = 0;
    }
    if (++this.calls <= this.budget) return;
    const rest = this.windowStart + this.windowMs - now;
    if (rest > 0) Atomics.wait(control, word, Atomics.load(control, word), rest);
    this.windowStart = performance.now();
    this.calls = 0;
  }

  reset(): void {
    this.calls = 0;
  }
}

/** Empty INKEY$ polls: at most 16 per 16 ms (about 1000 a second, about 60 wake-ups a second). */
export const POLL_BUDGET = 16;
export const POLL_WINDOW_MS = 16;

const TICKS_PER_SECOND = 1193182 / 65536; // the PC timer's 18.2065 Hz

export class WorkerHost implements Host {
  private readonly polls = new RateLimiter(POLL_BUDGET, POLL_WINDOW_MS);
  /** TIMER read in a busy loop (`DO WHILE TIMER < t: LOOP`) also rests between reads */
  private readonly timerReads = new RateLimiter(500, 16);
  /** the program's screen, for the text cursor shown while it waits for typing */
  screen: GraphicsDevice | undefined;
  /** SCREEN 0's attributes for the page (blinking), copied whenever the program pauses */
  cells: Uint8Array | undefined;
  private cellsCopiedAt = -Infinity;
  /** called whenever a wait for a key wakes (a debug run pauses there when asked to) */
  whileWaiting: (() => void) | undefined;

  constructor(
    private readonly control: Int32Array,
    private readonly out: Outbox,
    readonly files?: HostFileSystem,
  ) {}

  writeText(text: string): void {
    this.out.text(text);
  }

  /** Stop asked by the page: the run ends at the next check (Chromium only kills a busy worker late). Called
   *  every few thousand statements, so it also draws SCREEN 0's new text for the page's painter. */
  shouldStop(): boolean {
    this.screen?.flushText();
    waitWhileSuspended(this.control);
    return stopRequested(this.control);
  }

  /** null (no key will ever come: the run ends) once a stop is asked. */
  inkey(): string | null {
    if (stopRequested(this.control)) return null;
    Atomics.add(this.control, Ctl.polls, 1);
    const key = popKey(this.control);
    if (key !== undefined) {
      this.polls.reset();
      return key;
    }
    this.out.flush();
    this.copyCells();
    this.polls.tick(this.control, Ctl.keyTail);
    waitWhileSuspended(this.control);
    return popKey(this.control) ?? '';
  }

  waitKey(timeoutMs?: number): string | null {
    this.out.flush();
    this.copyCells(true);
    const deadline = timeoutMs === undefined ? Infinity : performance.now() + timeoutMs;
    this.showCursor();
    try {
      for (;;) {
        waitWhileSuspended(this.control);
        if (stopRequested(this.control)) return null;
        this.whileWaiting?.();
        const key = popKey(this.control);
        if (key !== undefined) return key;
        const rest = deadline - performance.now();
        if (rest <= 0) return '';
        this.waitForKey(rest);
      }
    } finally {
      Atomics.store(this.control, Ctl.cursorH, 0);
    }
  }

  /** A good moment to show the screen (INKEY$, INPUT, the end of the run): the cells' blinking too. */
  present(): void {
    this.copyCells();
  }

  /** Draw the text written since the last look (GraphicsDevice.flushText); SCREEN 0: copy each cell's
   *  attribute for the page, which blinks those with bit 7 (at most every 50 ms). */
  copyCells(now = false): void {
    const { screen, cells } = this;
    screen?.flushText();
    if (!screen || !cells) return;
    const time = performance.now();
    if (!now && time - this.cellsCopiedAt < 50) return;
    this.cellsCopiedAt = time;
    let blinking = 0;
    if (screen.mode === 0) {
      const cols = screen.width / 8;
      const rows = Math.min(screen.textRows, Math.floor(cells.length / cols));
      for (let row = 1; row <= rows; row++) {
        for (let col = 1; col <= cols; col++) {
          const attr = screen.screenChar(row, col, true);
          cells[(row - 1) * cols + col - 1] = attr;
          if (attr & 0x80) blinking++;
        }
      }
      Atomics.store(this.control, Ctl.textRows, rows);
    }
    Atomics.store(this.control, Ctl.blinkCells, blinking);
  }

  /** Tell the page where the text cursor is (QBasic shows it while INPUT waits). */
  private showCursor(): void {
    const screen = this.screen;
    if (!screen) return;
    const cellHeight = Math.floor(screen.height / screen.textRows);
    Atomics.store(this.control, Ctl.cursorX, (screen.cursorCol - 1) * 8);
    Atomics.store(this.control, Ctl.cursorY, (screen.cursorRow - 1) * cellHeight);
    Atomics.store(this.control, Ctl.cursorH, cellHeight);
  }

  /** The mouse over the page's canvas (the page writes it into the shared control block). */
  mouse(): HostMouse {
    return readMouse(this.control);
  }

  /** The program moved the pointer (INT 33h functions 0 and 4): the page draws it there. */
  moveMouse(x: number, y: number): void {
    moveMouse(this.control, Math.floor(x), Math.floor(y));
  }

  /** The page draws the pointer while this says so. */
  mousePointer(visible: boolean): void {
    Atomics.store(this.control, Ctl.pointerVisible, visible ? 1 : 0);
  }

  clockMs(): number {
    return performance.now();
  }

  /** A waiting key for event trapping, without the pause an empty INKEY$ poll may take. */
  pollKey(): string | null {
    if (stopRequested(this.control)) return null;
    return popKey(this.control) ?? '';
  }

  /** Seconds since midnight in whole clock ticks: TIMER advances at 18.2 Hz on a PC (qbasic-facts.md). */
  timer(): number {
    this.timerReads.tick(this.control, Ctl.idle);
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    return Math.floor(((now.getTime() - midnight) / 1000) * TICKS_PER_SECOND) / TICKS_PER_SECOND;
  }

  now(): Date {
    return new Date();
  }

  sleep(ms: number, wakeOnKey: boolean): void {
    this.out.flush();
    this.copyCells(true);
    const deadline = performance.now() + ms;
    for (;;) {
      waitWhileSuspended(this.control);
      if (stopRequested(this.control)) return;
      if (wakeOnKey && pendingKeys(this.control) > 0) return;
      const rest = deadline - performance.now();
      if (rest <= 0) return;
      if (wakeOnKey) this.waitForKey(rest);
      else Atomics.wait(this.control, Ctl.idle, Atomics.load(this.control, Ctl.idle), rest);
    }
  }

  /** The page plays the tone (after those queued); the program waits for it unless it is background music. */
  tone(frequency: number, ms: number, background?: boolean): void {
    this.out.tone(frequency, ms);
    if (!background) this.sleep(ms, false);
  }

  /** Block until the page pushes a key or `ms` pass (Infinity: no limit). */
  private waitForKey(ms: number): void {
    const tail = Atomics.load(this.control, Ctl.keyTail);
    if (tail !== Atomics.load(this.control, Ctl.keyHead)) return;
    Atomics.wait(this.control, Ctl.keyTail, tail, ms === Infinity ? undefined : ms);
  }
}
