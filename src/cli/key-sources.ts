// Where the CLI's keys come from: a --keys script, piped stdin, or the terminal.
import { readSync } from 'node:fs';
import type { HostMouse } from '../runtime/host.js';
import { KeyFeeder } from '../runtime/key-feeder.js';
import type { ScriptItem } from '../runtime/key-script.js';
import { TerminalInput } from './terminal.js';

export interface KeySource {
  /** keys come from a script (--keys or piped stdin): pauses need not wait in real time */
  readonly scripted: boolean;
  /** INKEY$: a key, "" for none now, null when none will ever come */
  poll(): string | null;
  /** poll() without the idling a source may do after many empty polls */
  pollNow?(): string | null;
  /** block for a key (at most timeoutMs); null when none will ever come, "" on timeout */
  take(timeoutMs?: number): string | null;
  /** a key is waiting (SLEEP wakes on it) */
  pending(): boolean;
  /** the scripted mouse, when the script has mouse steps */
  mouse?(): HostMouse | null;
  moveMouse?(x: number, y: number): void;
  interrupted(): boolean;
  close(): void;
}

/** Keys from a script, one at a time. */
export class ScriptKeys implements KeySource {
  readonly scripted = true;
  private readonly feeder: KeyFeeder;
  readonly mouse?: () => HostMouse | null;
  readonly moveMouse?: (x: number, y: number) => void;
  constructor(keys: ScriptItem[], runOn = false) {
    const feeder = (this.feeder = new KeyFeeder(keys, runOn));
    if (feeder.hasMouse) {
      this.mouse = () => feeder.mouse();
      this.moveMouse = (x, y) => feeder.moveMouse(x, y);
    }
  }
  poll(): string | null { return this.feeder.poll(); }
  take(): string | null { return this.feeder.take(); }
  pending(): boolean { return this.feeder.remaining > 0; }
  interrupted(): boolean { return false; }
  close(): void {}
}

/** Bytes of piped stdin as keys ("\n" and "\r\n" are Enter), read synchronously as needed. */
export class PipedKeys implements KeySource {
  readonly scripted = true;
  private buffer: number[] = [];
  private ended = false;
  private script: ScriptKeys | undefined;

  constructor(private readonly runOn = false) {}

  private fill(): void {
    const chunk = Buffer.alloc(4096);
    let n = 0;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') return;
      n = 0;
    }
    if (n <= 0) this.ended = true;
    for (let i = 0; i < n; i++) this.buffer.push(chunk[i]);
  }

  /** All of stdin as keys, read once, then fed like a script (INKEY$ sees one key at a time). */
  private keys(): ScriptKeys {
    if (!this.script) {
      while (!this.ended) this.fill();
      const keys: string[] = [];
      for (let i = 0; i < this.buffer.length; i++) {
        const b = this.buffer[i];
        if (b === 13 && this.buffer[i + 1] === 10) continue;
        keys.push(b === 10 ? '\r' : String.fromCharCode(b));
      }
      this.script = new ScriptKeys(keys, this.runOn);
    }
    return this.script;
  }

  poll(): string | null { return this.keys().poll(); }
  take(): string | null { return this.keys().take(); }
  pending(): boolean { return this.keys().pending(); }
  interrupted(): boolean { return false; }
  close(): void {}
}

/** The interactive terminal in raw mode. */
export class TerminalKeys implements KeySource {
  readonly scripted = false;
  private readonly input = new TerminalInput();
  private emptyPolls = 0;

  pollNow(): string | null {
    return this.input.key(0);
  }

  poll(): string | null {
    const k = this.input.key(0);
    if (k === '') {
      // Many empty polls in a row: an INKEY$ loop is waiting; idle the CPU a little.
      if (++this.emptyPolls > 200) this.input.waitForInput(2);
    } else {
      this.emptyPolls = 0;
    }
    return k;
  }
  take(timeoutMs = Infinity): string | null {
    for (;;) {
      const k = this.input.key(timeoutMs);
      if (k !== '' || timeoutMs !== Infinity || this.input.interrupted) return k;
    }
  }
  pending(): boolean {
    this.input.waitForInput(0);
    return false;
  }
  interrupted(): boolean { return this.input.interrupted; }
  close(): void { this.input.close(); }
}
