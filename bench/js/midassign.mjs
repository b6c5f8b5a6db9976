// JS twin of programs/midassign.bas: the buffer as a byte array overwritten in place, as MID$ statements do.
import { i16, i32, printLine } from './qb.mjs';

export const sizes = { full: 3000, quick: 20 };

export function run(size) {
  let total = 0;
  const buf = new Uint8Array(200).fill(32);
  for (let r = 1; r <= size; r = i16(r + 1)) {
    for (let i = 1; i <= 198; i = i16(i + 1)) {
      const repl = String.fromCharCode(65 + (i16(i + r) % 26)) + 'xy';
      const n = Math.min(3, repl.length, buf.length - (i - 1));
      for (let j = 0; j < n; j++) buf[i - 1 + j] = repl.charCodeAt(j);
    }
    for (let i = 1; i <= 200; i = i16(i + 7)) total = i32(total + buf[i - 1]);
  }
  return { text: printLine(total) + String.fromCharCode(...buf.subarray(0, 30)) + '\n' };
}
