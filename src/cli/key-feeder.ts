// Keys from a script arrive one at a time, as if typed: the next key enters the buffer only after
// the program took the previous one and then found the buffer empty.

export class KeyFeeder {
  private index = 0;
  /** the last poll returned a key, so the next one finds the buffer empty */
  private justTook = false;

  constructor(private readonly keys: string[]) {}

  get remaining(): number {
    return this.keys.length - this.index;
  }

  /** INKEY$: a key, "" (buffer empty for now), or null when the script is used up. */
  poll(): string | null {
    if (this.justTook) {
      this.justTook = false;
      return '';
    }
    if (this.index >= this.keys.length) return null;
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
