// The host a check runs a program on: the check's keys typed one at a time, a virtual clock (so TIMER,
// SLEEP and delay loops take no real time and every run is the same), no drive, the printed text kept.
import { KeyFeeder, parseScript, VirtualClock, type Host, type HostMouse } from '../index.js';

/** Characters of printed text a check keeps. */
export const MAX_OUTPUT = 100_000;

export class CheckHost implements Host {
  output = '';
  private readonly feeder: KeyFeeder;
  private readonly clock = new VirtualClock(0, new Date(2024, 0, 1));
  readonly mouse?: () => HostMouse | null;

  /** `keys` in the --keys syntax; throws an Error for an unknown {name} */
  constructor(keys: string) {
    const feeder = (this.feeder = new KeyFeeder(parseScript(keys)));
    if (feeder.hasMouse) this.mouse = () => feeder.mouse();
  }

  /** the program printed MAX_OUTPUT characters: it is stopped (an endless loop that prints) */
  get printedTooMuch(): boolean {
    return this.output.length >= MAX_OUTPUT;
  }
  shouldStop(): boolean {
    return this.printedTooMuch;
  }

  writeText(text: string): void {
    // an endless loop that prints would otherwise fill the memory before the step limit stops it
    if (this.output.length < MAX_OUTPUT) this.output += text.slice(0, MAX_OUTPUT - this.output.length);
  }
  inkey(): string | null {
    return this.feeder.poll();
  }
  waitKey(): string | null {
    return this.feeder.take();
  }
  timer(): number {
    return this.clock.timer();
  }
  now(): Date {
    return this.clock.now();
  }
  paced(ms: number): void {
    this.clock.ran(ms);
  }
  sleep(ms: number): void {
    this.clock.pause(ms);
  }
  tone(_frequency: number, ms: number): void {
    this.clock.pause(ms);
  }
}
