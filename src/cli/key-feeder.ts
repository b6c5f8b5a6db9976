// Keys from a script arrive one at a time, as if typed: the next key enters the buffer only after
// the program found it empty (so `WHILE INKEY$ <> "": WEND` at the start clears nothing away, and a key
// the program took is followed by an empty buffer before the next one).

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

  /** `runOn`: after the script, INKEY$ keeps returning "" (the host ends the run when its time is up) */
  constructor(private readonly keys: string[], private readonly runOn = false) {}

  get remaining(): number {
    return this.keys.length - this.index;
  }

  /** INKEY$: a key, "" (buffer empty for now), or null when the script is used up. */
  poll(): string | null {
    if (this.justTook) {
      this.justTook = false;
      return '';
    }
    if (this.index >= this.keys.length) return this.runOn || ++this.emptyPolls <= GRACE_POLLS ? '' : null;
    this.justTook = true;
    return this.keys[this.index++];
  }

  /** A blocking read: the next key, or null when the script is used up. */
  take(): string | null {
    this.justTook = false;
    if (this.index >= this.keys.length) return null;
    return this.keys[this.index++];
  }
}
