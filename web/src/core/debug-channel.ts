// Debugger commands from the page to a paused worker. A paused program blocks its worker in Atomics.wait,
// where no message can arrive, so commands travel through shared memory: a command word pair (written /
// read sequence numbers), the command as JSON text, a pause-request word, and one byte per source line for
// breakpoints (read by the worker before every statement, so F9 works while the program runs too).
import type { DebugClient, DebugCommand, DebugEvent } from '../../../src/index.js';

const WRITTEN = 0;
const READ = 1;
const PAUSE = 2;
const LENGTH = 3;
const HEADER_BYTES = 16;
const TEXT_BYTES = 1 << 16;
export const MAX_LINES = 1 << 16;

/** The shared memory of one debug run. */
export interface DebugBuffers {
  channel: SharedArrayBuffer;
  breakpoints: SharedArrayBuffer;
}

export function createDebugBuffers(): DebugBuffers {
  return { channel: new SharedArrayBuffer(HEADER_BYTES + TEXT_BYTES), breakpoints: new SharedArrayBuffer(MAX_LINES) };
}

/** The page's end: queues commands and hands them over one at a time as the worker takes them. */
export class DebugLink {
  private readonly words: Int32Array;
  private readonly text: Uint8Array;
  readonly breakpoints: Uint8Array;
  private readonly queue: DebugCommand[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly buffers: DebugBuffers) {
    this.words = new Int32Array(buffers.channel, 0, 4);
    this.text = new Uint8Array(buffers.channel, HEADER_BYTES);
    this.breakpoints = new Uint8Array(buffers.breakpoints);
  }

  send(command: DebugCommand): void {
    this.queue.push(command);
    this.pump();
  }

  /** Ask a running program to pause before its next statement (or where it waits for a key). */
  requestPause(control: Int32Array, keyWord: number): void {
    Atomics.store(this.words, PAUSE, 1);
    Atomics.notify(control, keyWord);
  }

  /** The run is over: drop what the worker will never take. */
  close(): void {
    clearTimeout(this.timer);
    this.queue.length = 0;
  }

  private pump(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queue.length === 0) return;
    if (Atomics.load(this.words, READ) !== Atomics.load(this.words, WRITTEN)) {
      this.timer = setTimeout(() => this.pump(), 10);
      return;
    }
    const bytes = new TextEncoder().encode(JSON.stringify(this.queue.shift()));
    this.text.set(bytes.subarray(0, TEXT_BYTES));
    Atomics.store(this.words, LENGTH, Math.min(bytes.length, TEXT_BYTES));
    Atomics.add(this.words, WRITTEN, 1);
    Atomics.notify(this.words, WRITTEN);
    if (this.queue.length) this.timer = setTimeout(() => this.pump(), 10);
  }
}

/** The worker's end: the runtime's DebugClient, blocking for commands while the program is paused. */
export class WorkerDebugClient implements DebugClient {
  private readonly words: Int32Array;
  private readonly text: Uint8Array;
  readonly breakpoints: Uint8Array;

  constructor(buffers: DebugBuffers, private readonly post: (event: DebugEvent) => void, private readonly stopped: () => boolean) {
    this.words = new Int32Array(buffers.channel, 0, 4);
    this.text = new Uint8Array(buffers.channel, HEADER_BYTES);
    this.breakpoints = new Uint8Array(buffers.breakpoints);
  }

  show(event: DebugEvent): void {
    this.post(event);
  }

  command(): DebugCommand {
    for (;;) {
      if (this.stopped()) return { kind: 'stop' };
      const written = Atomics.load(this.words, WRITTEN);
      if (written !== Atomics.load(this.words, READ)) {
        const bytes = this.text.slice(0, Atomics.load(this.words, LENGTH));
        Atomics.store(this.words, READ, written);
        return JSON.parse(new TextDecoder().decode(bytes)) as DebugCommand;
      }
      Atomics.wait(this.words, WRITTEN, written, 250);
    }
  }

  pauseRequested(): boolean {
    if (this.words[PAUSE] === 0) return false;
    Atomics.store(this.words, PAUSE, 0);
    return true;
  }
}
