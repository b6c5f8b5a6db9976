// JS twin of programs/printloop.bas: an 80x25 text screen (character and attribute bytes) that LOCATE
// moves the cursor on and PRINT writes into, and the text stream the host gets (each printed line).
import { i16, str } from './qb.mjs';

export const sizes = { full: 300, quick: 3 };
const COLS = 80;

export function run(size) {
  const chars = new Uint8Array(COLS * 25).fill(32);
  const attrs = new Uint8Array(COLS * 25).fill(7);
  const lines = [];
  for (let f = 1; f <= size; f = i16(f + 1)) {
    for (let r = 1; r <= 20; r = i16(r + 1)) {
      const text = `Row${str(r)} frame${str(f)} value${str(i16(r * f) % 1000)} `;
      const at = (r - 1) * COLS;
      for (let i = 0; i < text.length; i++) {
        chars[at + i] = text.charCodeAt(i);
        attrs[at + i] = 7;
      }
      lines.push(`${text}\n`);
    }
  }
  return { text: lines.join(''), chars };
}
