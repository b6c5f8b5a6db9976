// The Host the interpreter runs against inside the Web Worker: keys from the shared ring buffer, pauses
// with Atomics.wait (woken by the page's Atomics.notify when a key arrives), text and tones posted to the
// page. Every method is synchronous, as the core expects.
import type { GraphicsDevice } from '../../../src/graphics/device.js';
import type { Host, HostFileSystem } from '../../../src/runtime/host.js';
import { Ctl, pendingKeys, popKey, stopRequested } from './shared.js';

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

  /** Stop asked by the page: the run ends at the next check (Chromium only kills a busy worker late). */
  shouldStop(): boolean {
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
    this.polls.tick(this.control, Ctl.keyTail);
    return popKey(this.control) ?? '';
  }

  waitKey(timeoutMs?: number): string | null {
    this.out.flush();
    const deadline = timeoutMs === undefined ? Infinity : performance.now() + timeoutMs;
    this.showCursor();
    try {
      for (;;) {
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

  /** Tell the page where the text cursor is (QBasic shows it while INPUT waits). */
  private showCursor(): void {
    const screen = this.screen;
    if (!screen) return;
    const cellHeight = Math.floor(screen.height / screen.textRows);
    Atomics.store(this.control, Ctl.cursorX, (screen.cursorCol - 1) * 8);
    Atomics.store(this.control, Ctl.cursorY, (screen.cursorRow - 1) * cellHeight);
    Atomics.store(this.control, Ctl.cursorH, cellHeight);
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
    const deadline = performance.now() + ms;
    for (;;) {
      if (stopRequested(this.control)) return;
      if (wakeOnKey && pendingKeys(this.control) > 0) return;
      const rest = deadline - performance.now();
      if (rest <= 0) return;
      if (wakeOnKey) this.waitForKey(rest);
      else Atomics.wait(this.control, Ctl.idle, Atomics.load(this.control, Ctl.idle), rest);
    }
  }

  /** The page plays the tone; the program waits for it as QBasic's foreground sound does. */
  tone(frequency: number, ms: number): void {
    this.out.tone(frequency, ms);
    this.sleep(ms, false);
  }

  /** Block until the page pushes a key or `ms` pass (Infinity: no limit). */
  private waitForKey(ms: number): void {
    const tail = Atomics.load(this.control, Ctl.keyTail);
    if (tail !== Atomics.load(this.control, Ctl.keyHead)) return;
    Atomics.wait(this.control, Ctl.keyTail, tail, ms === Infinity ? undefined : ms);
  }
}
