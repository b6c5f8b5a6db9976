// Time as programs see it. The PC's clock ticks 1193180 / 65536 (about 18.2) times a second, and TIMER
// counts those ticks since midnight; a virtual clock (tests, headless runs with scripted keys) moves
// only when the program runs statements, sleeps or plays sound, so such runs take no wall time and give
// the same output every time.

/** Timer ticks per second on the PC (the 8253 at 1.193180 MHz divided by 65536). */
export const TICKS_PER_SECOND = 1193180 / 65536;

/** Seconds since midnight as TIMER gives them: whole ticks of the PC's clock. */
export function tickTimer(seconds: number): number {
  return Math.floor(seconds * TICKS_PER_SECOND + 1e-7) / TICKS_PER_SECOND;
}

/**
 * Statements per second of QBasic on PCs of each era (rough figures for plain statements such as
 * `x = x + 1` in the interpreter), for `--speed` and MachineOptions.speed.
 */
export const ERA_SPEEDS: Record<string, number> = {
  xt: 4_000,
  at: 12_000,
  '386': 40_000,
  '486': 150_000,
  pentium: 500_000,
};

/** The pace headless runs with scripted keys keep when no speed is given. */
export const DEFAULT_VIRTUAL_SPEED = ERA_SPEEDS['486'];

/** A speed setting: a number of statements per second or an era name; undefined when it is neither. */
export function parseSpeed(text: string): number | undefined {
  const era = ERA_SPEEDS[text.toLowerCase()];
  if (era) return era;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A clock that moves with the program: its statements (at a pace) plus its pauses. */
export class VirtualClock {
  /** milliseconds of statements run, as the machine last reported them */
  private ranMs = 0;
  /** milliseconds spent in pauses (SLEEP, SOUND, PLAY, waiting loops) */
  private pausedMs = 0;

  /** `startSeconds`: the time of day (seconds since midnight) the run starts at */
  constructor(readonly startSeconds = 0, readonly date = new Date(2024, 0, 1)) {}

  /** Milliseconds since the run started. */
  get ms(): number {
    return this.ranMs + this.pausedMs;
  }

  /** The machine has run statements worth `ms` milliseconds since the start (Host.paced). */
  ran(ms: number): void {
    if (ms > this.ranMs) this.ranMs = ms;
  }

  pause(ms: number): void {
    if (ms > 0) this.pausedMs += ms;
  }

  /** Seconds since midnight (ticks are applied by TIMER itself). */
  timer(): number {
    return (this.startSeconds + this.ms / 1000) % 86400;
  }

  now(): Date {
    const d = new Date(this.date);
    d.setHours(0, 0, 0, 0);
    return new Date(d.getTime() + this.startSeconds * 1000 + this.ms);
  }
}
