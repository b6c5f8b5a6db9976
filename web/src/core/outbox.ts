// The worker's messages to the page: PRINTed text batched (one message per burst, not per PRINT),
// tones and file changes sent at once.
import type { WorkerMessage } from './protocol.js';
import type { Outbox } from './worker-host.js';

const FLUSH_CHARS = 4096;
const FLUSH_MS = 30;

export class PostingOutbox implements Outbox {
  private pending = '';
  private lastFlush = 0;

  constructor(private readonly post: (message: WorkerMessage) => void) {}

  text(text: string): void {
    this.pending += text;
    const now = performance.now();
    if (this.pending.length >= FLUSH_CHARS || now - this.lastFlush >= FLUSH_MS) this.flush();
  }

  tone(frequency: number, ms: number): void {
    this.flush();
    this.post({ type: 'tone', frequency, ms });
  }

  flush(): void {
    this.lastFlush = performance.now();
    if (!this.pending) return;
    this.post({ type: 'text', text: this.pending });
    this.pending = '';
  }
}
