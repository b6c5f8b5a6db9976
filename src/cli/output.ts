// Text to stdout or stderr by a plain write to the file descriptor. process.stdout and process.stderr are streams
// that Node makes on first use (for a pipe that loads node:net and its streams: about a tenth of `node -e 0`);
// writing to a pipe, a file or a terminal through them is synchronous on Linux anyway.
import { writeSync } from 'node:fs';

export const STDOUT = 1;
export const STDERR = 2;

/** Writes all of `data` (UTF-8 for a string); false when the reader has gone (EPIPE). */
export function writeAll(fd: number, data: string | Uint8Array): boolean {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') return false;
      throw e;
    }
  }
  return true;
}

/** Where a command's own messages go (the bench's check child collects them instead). */
export interface TextOut {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const processOutput: TextOut = {
  stdout: (text) => void writeAll(STDOUT, text),
  stderr: (text) => void writeAll(STDERR, text),
};
