// Keyboard input from an interactive terminal: raw mode, a worker thread that blocks on fd 0 and
// hands bytes over through a SharedArrayBuffer, so the interpreter can poll (INKEY$) or block (INPUT)
// synchronously. Terminal escape sequences become QBasic's CHR$(0) + scan code keys.
import type { Worker } from 'node:worker_threads';

const RING = 4096;

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const ctl = new Int32Array(workerData, 0, 4);
const ring = new Uint8Array(workerData, 16);
const buf = Buffer.alloc(256);
for (;;) {
  let n = 0;
  try { n = fs.readSync(0, buf, 0, buf.length, null); }
  catch (e) { if (e.code === 'EAGAIN') { Atomics.wait(ctl, 3, 0, 10); continue; } n = 0; }
  if (n <= 0) { Atomics.store(ctl, 1, 1); Atomics.notify(ctl, 0); break; }
  let w = Atomics.load(ctl, 0);
  for (let i = 0; i < n; i++) { ring[w % ${RING}] = buf[i]; w++; }
  Atomics.store(ctl, 0, w);
  Atomics.notify(ctl, 0);
}
`;

const EXT = (scan: number) => '\u0000' + String.fromCharCode(scan);

/** CSI / SS3 sequences terminals send, and the QBasic key each means. */
const SEQUENCES: Record<string, string> = {
  '[A': EXT(72), '[B': EXT(80), '[C': EXT(77), '[D': EXT(75), '[H': EXT(71), '[F': EXT(79),
  'OA': EXT(72), 'OB': EXT(80), 'OC': EXT(77), 'OD': EXT(75), 'OH': EXT(71), 'OF': EXT(79),
  '[1~': EXT(71), '[4~': EXT(79), '[2~': EXT(82), '[3~': EXT(83), '[5~': EXT(73), '[6~': EXT(81),
  'OP': EXT(59), 'OQ': EXT(60), 'OR': EXT(61), 'OS': EXT(62),
  '[11~': EXT(59), '[12~': EXT(60), '[13~': EXT(61), '[14~': EXT(62), '[15~': EXT(63),
  '[17~': EXT(64), '[18~': EXT(65), '[19~': EXT(66), '[20~': EXT(67), '[21~': EXT(68),
  '[23~': EXT(133), '[24~': EXT(134),
};

export class TerminalInput {
  private readonly ctl: Int32Array;
  private readonly ring: Uint8Array;
  private readIndex = 0;
  private readonly worker: Worker;
  /** Ctrl+C was typed */
  interrupted = false;

  constructor() {
    const sab = new SharedArrayBuffer(16 + RING);
    this.ctl = new Int32Array(sab, 0, 4);
    this.ring = new Uint8Array(sab, 16);
    process.stdin.setRawMode?.(true);
    // taken here rather than imported: loading node:worker_threads costs every start, and only a terminal needs it
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: sab });
    this.worker.unref();
  }

  close(): void {
    process.stdin.setRawMode?.(false);
    void this.worker.terminate();
  }

  private get ended(): boolean {
    return Atomics.load(this.ctl, 1) === 1;
  }

  /** The next byte, waiting at most timeoutMs (Infinity: until one comes); null on timeout or end of input. */
  private byte(timeoutMs: number): number | null {
    const deadline = Date.now() + timeoutMs;
    while (Atomics.load(this.ctl, 0) === this.readIndex) {
      if (this.ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      Atomics.wait(this.ctl, 0, this.readIndex, Math.min(left, 1000));
    }
    const b = this.ring[this.readIndex % RING];
    this.readIndex++;
    return b;
  }

  /** The next key, waiting at most timeoutMs; "" when none came, null when input has ended. */
  key(timeoutMs: number): string | null {
    const b = this.byte(timeoutMs);
    if (b === null) return this.ended ? null : '';
    if (b === 3) {
      this.interrupted = true;
      return '';
    }
    if (b === 27) return this.escape();
    if (b === 127) return '\b';
    if (b === 10) return '\r';
    return String.fromCharCode(b);
  }

  /** After ESC: a known sequence that follows at once is one key; otherwise ESC itself. */
  private escape(): string {
    let seq = '';
    for (;;) {
      const b = this.byte(seq ? 20 : 15);
      if (b === null) return seq ? '' : '\u001b';
      seq += String.fromCharCode(b);
      if (SEQUENCES[seq]) return SEQUENCES[seq];
      if (seq.length >= 5 || !/^[[O][0-9;]*$/.test(seq)) return '';
    }
  }

  /** Wait until a byte is waiting (or the time is up). */
  waitForInput(timeoutMs: number): void {
    if (Atomics.load(this.ctl, 0) !== this.readIndex || this.ended) return;
    Atomics.wait(this.ctl, 0, this.readIndex, timeoutMs);
  }
}
