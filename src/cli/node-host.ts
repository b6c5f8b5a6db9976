// The CLI's Host: text to stdout (CP437 shown as Unicode), keys from a KeySource, the real clock,
// and the current directory as the drive.
import * as fs from 'node:fs';
import type { Host } from '../runtime/host.js';
import { cp437ToUnicode } from './cp437.js';
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

  constructor(private readonly keys: KeySource) {}

  writeText(text: string): void {
    this.out += text;
    if (this.out.length > 8192) this.flush();
  }

  flush(): void {
    if (!this.out || this.closed) {
      this.out = '';
      return;
    }
    const bytes = Buffer.from(cp437ToUnicode(this.out), 'utf8');
    this.out = '';
    let done = 0;
    while (done < bytes.length) {
      try {
        done += fs.writeSync(1, bytes, done);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') continue;
        if (code === 'EPIPE') {
          this.closed = true;
          return;
        }
        throw e;
      }
    }
  }

  inkey(): string | null {
    this.flush();
    return this.keys.poll();
  }

  clockMs(): number {
    return performance.now();
  }

  /** A waiting key for event trapping, without the idling of many empty INKEY$ polls. */
  pollKey(): string | null {
    this.flush();
    return this.keys.pollNow ? this.keys.pollNow() : this.keys.poll();
  }

  waitKey(timeoutMs?: number): string | null {
    this.flush();
    return this.keys.take(timeoutMs);
  }

  timer(): number {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    return (now.getTime() - midnight) / 1000;
  }

  now(): Date {
    return new Date();
  }

  sleep(ms: number, wakeOnKey: boolean): void {
    this.flush();
    // Scripted keys do not depend on time: a scripted run does not wait out its pauses.
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

  shouldStop(): boolean {
    return this.closed || this.keys.interrupted();
  }
}
