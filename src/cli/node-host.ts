// The CLI's Host: text to stdout (CP437 shown as Unicode), keys from a KeySource, the real clock (or a
// virtual one with scripted keys), and the current directory as the drive.
import type { VirtualClock } from '../runtime/clock.js';
import type { Host, HostMouse } from '../runtime/host.js';
import { cp437ToUnicode } from './cp437.js';
import { STDOUT, writeAll } from './output.js';
import type { KeySource } from './key-sources.js';
import { NodeFileSystem } from './node-fs.js';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

export class NodeHost implements Host {
  readonly files = new NodeFileSystem();
  private out = '';
  /** stdout was closed by its reader (`| head`): the run stops quietly */
  private closed = false;

  get outputClosed(): boolean {
    return this.closed;
  }

  /** the clock's time when the last scripted key was taken (--seconds counts from there) */
  private keysEndedMs: number | undefined;
  /** --seconds ran out: the run was ended on purpose */
  timeUp = false;
  /** with a virtual clock: the machine moves it as statements run */
  readonly paced?: (ms: number) => void;

  /**
   * `clock`: a virtual clock (scripted keys), else the real one; `runOnMs`: end the run this long after
   * the last scripted key was taken.
   */
  constructor(private readonly keys: KeySource, private readonly clock?: VirtualClock, private readonly runOnMs?: number) {
    if (clock) this.paced = (ms) => clock.ran(ms);
    if (keys.mouse) {
      this.mouse = () => keys.mouse!();
      this.moveMouse = (x, y) => keys.moveMouse?.(x, y);
    }
  }

  /** the scripted mouse ({mouse X,Y}, {click X,Y} ... in the key script) */
  readonly mouse?: () => HostMouse | null;
  readonly moveMouse?: (x: number, y: number) => void;

  /** A key (or not) from the source; notes when the script is used up. */
  private noted(k: string | null): string | null {
    if (this.clock && this.keysEndedMs === undefined && !this.keys.pending()) this.keysEndedMs = this.clock.ms;
    return k;
  }

  writeText(text: string): void {
    this.out += text;
    if (this.out.length > 8192) this.flush();
  }

  flush(): void {
    if (!this.out || this.closed) {
      this.out = '';
      return;
    }
    const text = cp437ToUnicode(this.out);
    this.out = '';
    if (!writeAll(STDOUT, text)) this.closed = true;
  }

  inkey(): string | null {
    this.flush();
    return this.noted(this.keys.poll());
  }

  clockMs(): number {
    return this.clock ? this.clock.ms : performance.now();
  }

  /** A waiting key for event trapping, without the idling of many empty INKEY$ polls. */
  pollKey(): string | null {
    this.flush();
    return this.noted(this.keys.pollNow ? this.keys.pollNow() : this.keys.poll());
  }

  waitKey(timeoutMs?: number): string | null {
    this.flush();
    return this.noted(this.keys.take(timeoutMs));
  }

  timer(): number {
    if (this.clock) return this.clock.timer();
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    return (now.getTime() - midnight) / 1000;
  }

  now(): Date {
    return this.clock ? this.clock.now() : new Date();
  }

  sleep(ms: number, wakeOnKey: boolean): void {
    this.flush();
    // A virtual clock passes the time at once; scripted keys do not depend on time either.
    if (this.clock) return this.clock.pause(ms);
    if (this.keys.scripted || (wakeOnKey && this.keys.pending())) return;
    const end = Date.now() + ms;
    for (let left = ms; left > 0; left = end - Date.now()) {
      Atomics.wait(sleeper, 0, 0, Math.min(left, 50));
      if (this.keys.interrupted() || (wakeOnKey && this.keys.pending())) return;
    }
  }

  present(): void {
    this.flush();
  }

  /** SOUND and PLAY take their time on a virtual clock (there is no speaker); background music does not. */
  tone(_frequency: number, ms: number, background?: boolean): void {
    if (!background) this.clock?.pause(ms);
  }

  shouldStop(): boolean {
    if (this.clock && this.runOnMs !== undefined) {
      this.noted(null);
      if (this.keysEndedMs !== undefined && this.clock.ms - this.keysEndedMs >= this.runOnMs) this.timeUp = true;
    }
    return this.closed || this.timeUp || this.keys.interrupted();
  }
}
