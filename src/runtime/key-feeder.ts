// Keys from a script arrive one at a time, as if typed: the next key enters the buffer only after
// the program found it empty (so `WHILE INKEY$ <> "": WEND` at the start clears nothing away, and a key
// the program took is followed by an empty buffer before the next one). Mouse steps in the script
// ({mouse X,Y}, {click X,Y} ...) happen in order with the keys, each one after the program has seen the
// mouse as the step before left it.
import type { HostMouse } from './host.js';
import type { MouseStep, ScriptItem } from './key-script.js';

/**
 * Empty INKEY$ polls allowed after the script is used up before the run ends: a program that glances
 * at the keyboard once goes on (INKEY$ returns ""), one that keeps waiting for a key is ended.
 */
export const GRACE_POLLS = 50;

export class KeyFeeder {
  private index = 0;
  /** the buffer has not been found empty since the last key (or the start): the next poll finds it empty */
  private justTook = true;
  private emptyPolls = 0;
  private readonly pointer: HostMouse = { x: 0, y: 0, buttons: 0, presses: [0, 0, 0], releases: [0, 0, 0] };
  private mouseReads = 0;
  /** the program has read the mouse since the last step: the next step may come */
  private mouseSeen = true;

  /** `runOn`: after the script, INKEY$ keeps returning "" (the host ends the run when its time is up) */
  constructor(private readonly keys: ScriptItem[], private readonly runOn = false) {}

  get remaining(): number {
    return this.keys.length - this.index;
  }

  /** Whether the script moves the mouse (then the host has one). */
  get hasMouse(): boolean {
    return this.keys.some((k) => typeof k !== 'string');
  }

  /** INKEY$: a key, "" (buffer empty for now), or null when the script is used up. */
  poll(): string | null {
    if (this.justTook) {
      this.justTook = false;
      return '';
    }
    if (this.index >= this.keys.length) return this.runOn || ++this.emptyPolls <= GRACE_POLLS ? '' : null;
    const item = this.keys[this.index];
    if (typeof item !== 'string') {
      // a program that never reads the mouse does not hold up the keys behind a mouse step
      if (this.mouseReads === 0 || this.mouseSeen) this.step(item);
      return '';
    }
    this.justTook = true;
    this.index++;
    return item;
  }

  /** A blocking read: the next key (mouse steps before it happen), or null when the script is used up. */
  take(): string | null {
    for (;;) {
      if (this.index >= this.keys.length) return null;
      const item = this.keys[this.index];
      if (typeof item === 'string') {
        // the next INKEY$ finds the buffer empty before the key after this one comes
        this.justTook = true;
        this.index++;
        return item;
      }
      this.step(item);
    }
  }

  /**
   * The mouse as the program reads it (INT 33h): the next step happens once it has seen the last; null
   * after many reads past the end of the script (a program waiting for a click that will never come).
   */
  mouse(): HostMouse | null {
    this.mouseReads++;
    if (this.index >= this.keys.length && !this.runOn && ++this.emptyPolls > GRACE_POLLS * 20) return null;
    const item = this.keys[this.index];
    if (item !== undefined && typeof item !== 'string' && this.mouseSeen) this.step(item);
    this.mouseSeen = true;
    const p = this.pointer;
    return { x: p.x, y: p.y, buttons: p.buttons, presses: [...p.presses] as HostMouse['presses'], releases: [...p.releases] as HostMouse['releases'] };
  }

  /** INT 33h function 4. */
  moveMouse(x: number, y: number): void {
    this.pointer.x = x;
    this.pointer.y = y;
  }

  private step(m: MouseStep): void {
    this.index++;
    this.mouseSeen = false;
    const p = this.pointer;
    p.x = m.x;
    p.y = m.y;
    if (m.buttons < 0) return;
    for (let b = 0; b < 3; b++) {
      const was = (p.buttons >> b) & 1;
      const now = (m.buttons >> b) & 1;
      if (!was && now) p.presses[b]++;
      if (was && !now) p.releases[b]++;
    }
    p.buttons = m.buttons;
  }
}
